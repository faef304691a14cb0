import type { Kysely } from "kysely";
import type { Database } from "#app/data/schema.ts";
import type { Logger } from "./logger.ts";
import { type VariantWarmer, warmVariants } from "./variant-warmer.ts";

export interface WarmingQueue {
  /** Asks for a pass over the first-screen variants: now if none is under way, else once after it. */
  request(): void;
  /** Lets the encodes under way finish, starts no other pass; resolves when the last has ended. */
  stop(): Promise<void>;
}

/**
 * The server's one warmer (issue 28, defect 11): at start and after each sync run that stored a
 * catalogue, one pass at a time, so that a run never waits on encodes and passes never pile up. A
 * request during a pass is answered by one more pass after it, which sees the newest catalogue.
 */
export function startWarmingQueue(
  db: Kysely<Database>,
  mediaDir: string,
  log: Logger,
): WarmingQueue {
  let current: VariantWarmer | undefined;
  let again = false;
  let stopped = false;
  const pass = () => {
    const warmer = warmVariants(db, mediaDir, log);
    current = warmer;
    void warmer.done.then(() => {
      current = undefined;
      if (again && !stopped) {
        again = false;
        pass();
      }
    });
  };
  return {
    request: () => {
      if (stopped) return;
      if (current) again = true;
      else pass();
    },
    stop: async () => {
      stopped = true;
      await current?.stop();
    },
  };
}
