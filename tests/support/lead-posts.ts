import type { Kysely } from "kysely";
import type { Database } from "#app/data/schema.ts";
import { guardFields } from "#app/model/guard/guard.ts";
import { guardView } from "#app/services/guard/guard-view.server.ts";

// Posting lead forms (issue 14) to the test application as a browser without JavaScript does.

type App = { request: (url: string, init?: RequestInit) => Response | Promise<Response> };
type Fields = Record<string, string>;

/** The guard's fields of a form a person saw `ms` ago (10 s by default), without a captcha. */
export async function shownAgo(db: Kysely<Database>, ms = 10_000): Promise<Fields> {
  return {
    [guardFields.honeypot]: "",
    [guardFields.formTime]: (await guardView(db, Date.now() - ms)).formTime,
  };
}

/** A poster of same-origin form posts that returns the answer itself (no redirect followed). */
export function leadPoster(app: App, db: Kysely<Database>) {
  return async (path: string, fields: Fields, guard: Fields | Promise<Fields> = shownAgo(db)) =>
    app.request(`http://localhost${path}`, {
      method: "POST",
      body: new URLSearchParams({ ...(await guard), ...fields }),
      headers: { origin: "http://localhost", "sec-fetch-site": "same-origin" },
      redirect: "manual",
    });
}

/** How many leads are stored. */
export async function leadCount(db: Kysely<Database>): Promise<number> {
  return (await db.selectFrom("lead").select("id").execute()).length;
}
