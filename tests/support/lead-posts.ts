import type { Kysely } from "kysely";
import { captchaPayload, solveCaptcha } from "#app/components/ui/form/captcha-solve.ts";
import type { Database } from "#app/data/schema.ts";
import { addDays, visitWindow, type Weekday, weekdayOf } from "#app/domain/visit-slots.ts";
import { visitSettingsSchema } from "#app/model/config/visit-settings.ts";
import { type CaptchaChallenge, guardFields } from "#app/model/guard/guard.ts";
import { guardView } from "#app/services/guard/guard-view.server.ts";

// Posting lead forms (docs/requirements.md §14) to the test application as a browser without JavaScript does.

type App = { request: (url: string, init?: RequestInit) => Response | Promise<Response> };
type Fields = Record<string, string>;

/** The guard's fields of a form a person saw `ms` ago (10 s by default), without a captcha. */
export async function shownAgo(db: Kysely<Database>, ms = 10_000): Promise<Fields> {
  return {
    [guardFields.honeypot]: "",
    [guardFields.formTime]: (await guardView(db, Date.now() - ms)).formTime,
  };
}

/**
 * The guard's fields of a form whose captcha the page's script solved (a verified lead, ADR 023):
 * a new challenge from the application, solved as the browser's worker does.
 */
export async function solvedGuard(app: App, db: Kysely<Database>): Promise<Fields> {
  const answer = await app.request("http://localhost/captcha/challenge.json");
  const challenge = (await answer.json()) as CaptchaChallenge;
  const solution = await solveCaptcha(challenge);
  if (!solution) throw new Error("challenge not solved");
  return { ...(await shownAgo(db)), [guardFields.captcha]: captchaPayload(challenge, solution) };
}

/**
 * A poster of same-origin form posts that returns the answer itself (no redirect followed). Fields
 * given as pairs may repeat a name (a group of checkboxes).
 */
export function leadPoster(app: App, db: Kysely<Database>) {
  return async (
    path: string,
    fields: Fields | [string, string][],
    guard: Fields | Promise<Fields> = shownAgo(db),
  ) => {
    const own = Array.isArray(fields) ? fields : Object.entries(fields);
    // A field the test sets itself (a filled honeypot) replaces the guard's.
    const names = new Set(own.map(([name]) => name));
    const guardFields = Object.entries(await guard).filter(([name]) => !names.has(name));
    return app.request(`http://localhost${path}`, {
      method: "POST",
      body: new URLSearchParams([...guardFields, ...own]),
      headers: { origin: "http://localhost", "sec-fetch-site": "same-origin" },
      redirect: "manual",
    });
  };
}

/** How many leads are stored. */
export async function leadCount(db: Kysely<Database>): Promise<number> {
  return (await db.selectFrom("lead").select("id").execute()).length;
}

/**
 * The first day the default visit settings offer from the day after tomorrow that passes `wanted`.
 * Not tomorrow: the server reads its own clock when the form is posted, and tomorrow becomes today,
 * out of range, if the agency's midnight (Europe/Brussels) passes in between.
 */
export function visitDay(wanted: (weekday: Weekday) => boolean): string {
  const { first } = visitWindow(new Date(), visitSettingsSchema.parse(undefined));
  let day = addDays(first, 1);
  while (!wanted(weekdayOf(day))) day = addDays(day, 1);
  return day;
}

/** Monday to Friday. */
export const workday = (weekday: Weekday) => !["sat", "sun"].includes(weekday);
