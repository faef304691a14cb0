import type { Kysely } from "kysely";
import type { Database } from "#app/data/schema.ts";
import { createLogger } from "#server/logger.ts";
import { warmVariants } from "#server/variant-warmer.ts";
import { progressBar } from "./progress-bar.ts";

/**
 * Makes the image variants first screens use, so that the site is quick from its first visitor on,
 * after the import's result is printed (issue 28, defect 11): a bar on a terminal, then one line.
 * Ctrl-C ends it once the encodes under way are written and loses nothing, since a page's first
 * visit makes what is missing. Problems go to stderr as log lines.
 */
export async function warmAndReport(db: Kysely<Database>, mediaDir: string): Promise<void> {
  const log = createLogger("warn", {}, (line) => process.stderr.write(`${line}\n`));
  process.stdout.write(
    "Making the image variants first screens use; Ctrl-C skips the rest (a page's first visit makes them).\n",
  );
  const bar = process.stderr.isTTY ? progressBar(process.stderr) : undefined;
  const warmer = warmVariants(db, mediaDir, log, bar);
  const interrupt = () => void warmer.stop();
  // Once: a second Ctrl-C ends the command at once, as usual.
  process.once("SIGINT", interrupt);
  const { made, skipped, failed, seconds, stopped } = await warmer.done;
  process.off("SIGINT", interrupt);
  const problems = failed > 0 ? `, ${failed} failed` : "";
  if (stopped) {
    if (bar) process.stderr.write("\n");
    process.stdout.write(
      `Stopped after ${made} image variant(s) in ${seconds} s; a page's first visit makes the others.\n`,
    );
    return;
  }
  process.stdout.write(
    `Made ${made} image variant(s) for first screens in ${seconds} s (${skipped} already there${problems}).\n`,
  );
}
