import type { Kysely } from "kysely";
import type { Database } from "#app/data/schema.ts";
import { createLogger } from "#server/logger.ts";
import { warmVariants } from "#server/variant-warmer.ts";

/**
 * Makes the image variants first screens use, so that the site is quick from its first visitor on,
 * and says so in one line. Problems go to stderr as log lines.
 */
export async function warmAndReport(db: Kysely<Database>, mediaDir: string): Promise<void> {
  const log = createLogger("warn", {}, (line) => process.stderr.write(`${line}\n`));
  const { made, skipped, failed, seconds } = await warmVariants(db, mediaDir, log).done;
  const problems = failed > 0 ? `, ${failed} failed` : "";
  process.stdout.write(
    `Made ${made} image variant(s) for first screens in ${seconds} s (${skipped} already there${problems}).\n`,
  );
}
