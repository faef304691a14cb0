// docs/requirements.md §15 "Page views" (§4: reported only with consent) and ADR 037: which views
// count. Bots do not; one client's (address and browser) views of one property count once in 30
// minutes, and one address counts at most a few dozen views an hour, decided on the server.

/** A user agent that is a program, not a person's browser (an empty one included). */
const botPattern =
  /bot|crawl|spider|slurp|archiver|facebookexternalhit|embedly|preview|headless|lighthouse|pagespeed|monitor|curl|wget|python|java\/|go-http|okhttp|axios|node-fetch|httpclient|scrapy|phantom|puppeteer|playwright/i;

export function isBot(userAgent: string | null | undefined): boolean {
  return !userAgent || userAgent.trim().length < 10 || botPattern.test(userAgent);
}

/** A client's repeated views of one property within this long count once. */
export const repeatWindowMs = 30 * 60 * 1000;

/**
 * Views counted per client address (an IPv6 /64) in any hour, across properties: a family or an office
 * browsing the listings stays under it, a script changing its browser name at every beacon is capped.
 */
export const addressViewLimit = { windowMs: 60 * 60 * 1000, max: 30 };
