import type { Kysely } from "kysely";
import { endPause, pauseAt } from "#app/data/leads/mail-pause.server.ts";
import { releasePaused, waitingCounts } from "#app/data/mail/outbox.server.ts";
import type { Database } from "#app/data/schema.ts";

// ADR 034: what an operator does about a pause of mails to visitors (`npm run mail`).

/** Whether a pause lasts, until when, and how many mails wait in each state. */
export async function mailStatus(db: Kysely<Database>, now = new Date()) {
  const pause = await pauseAt(db, now.getTime());
  return {
    pausedUntil: pause ? new Date(pause.quietUntil) : undefined,
    ...(await waitingCounts(db)),
  };
}

/** Ends the pause and queues the mails paused during it; returns how many. */
export async function resumeMails(db: Kysely<Database>, now = new Date()): Promise<number> {
  await endPause(db);
  return releasePaused(db, now);
}
