import { languages } from "#app/i18n/languages.ts";
import { messages } from "#app/locales/messages.server.ts";
// What the login benchmarks (bench/login-attack.ts, bench/owner-stuffing.ts) share: a login as a
// browser posts it, from a given address behind the proxy, a pool of tasks, and percentiles.

/** A login form as a browser posts it: the owners' (the default) or the staff desk's. */
export interface LoginDoor {
  path: string;
  /** The form's field for the e-mail address. */
  loginField: string;
  /** The session cookie's name, with or without its prefix. */
  sessionCookie: RegExp;
  /** What the page says to a wrong pair, in any of its languages. */
  failedTexts: string[];
}

export const ownerDoor: LoginDoor = {
  path: "/en/login/",
  loginField: "login",
  sessionCookie: /^(__Host-)?session=./,
  failedTexts: ["Login failed"],
};

// The desk's login speaks the site's default language to a browser it does not know.
export const staffDoor: LoginDoor = {
  path: "/admin/login/",
  loginField: "email",
  sessionCookie: /^(__Secure-)?desk=./,
  failedTexts: languages.map((language) => messages[language].admin.login.failed),
};

export interface Answer {
  status: number;
  ms: number;
  /** A session cookie was set: the login was let in (or, on a redirect to the code, only pending). */
  session: boolean;
  cookie: string;
  /** Where a 303 sends the browser. */
  location: string;
  /** The device cookie set, if any (ADR 035). */
  device: string;
}

/** A login posted to `site`, with the captcha field and the browser's cookies when given. */
export async function postLogin(
  site: string,
  login: string,
  secret: string,
  address: string,
  extra: { altcha?: string; cookie?: string; door?: LoginDoor } = {},
): Promise<Answer> {
  const door = extra.door ?? ownerDoor;
  const fields = new URLSearchParams({ [door.loginField]: login, password: secret });
  if (extra.altcha) fields.set("altcha", extra.altcha);
  const started = performance.now();
  const res = await fetch(`${site}${door.path}`, {
    method: "POST",
    body: fields.toString(),
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "sec-fetch-site": "same-origin",
      "x-forwarded-for": address,
      ...(extra.cookie ? { cookie: extra.cookie } : {}),
    },
    redirect: "manual",
  });
  const html = await res.text();
  const failedText = door.failedTexts.some((text) => html.includes(text));
  const ms = performance.now() - started;
  const cookies = res.headers.getSetCookie().map((header) => header.split(";")[0] ?? "");
  const cookie = cookies.find((pair) => door.sessionCookie.test(pair)) ?? "";
  return {
    // A 200 is the page again: it must say the login failed.
    status: res.status === 200 && !failedText ? 0 : res.status,
    ms,
    session: cookie !== "",
    cookie,
    location: res.headers.get("location") ?? "",
    device: cookies.find((pair) => /^(__Host-)?device=./.test(pair)) ?? "",
  };
}

/** `count` tasks, `inFlight` at a time, until done or `stop()`; the answers in order of arrival. */
export async function pool<T>(
  count: number,
  inFlight: number,
  task: (n: number) => Promise<T>,
  stop = () => false,
) {
  const answers: T[] = [];
  let next = 0;
  const worker = async () => {
    for (let n = next++; n < count && !stop(); n = next++) answers.push(await task(n));
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  return answers;
}

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

export const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : "n/a");

/** "3 × 200, 1 × 429": the answers' statuses, counted. */
export function statuses(answers: Pick<Answer, "status">[]): string {
  const counts = new Map<number, number>();
  for (const { status } of answers) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${count} × ${status || "200 without its message"}`)
    .join(", ");
}
