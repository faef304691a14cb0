// Issue 15 "Page views" (spec §4: reported only with consent): which views count. Bots do not; one
// visitor's views of one property within 30 minutes count once, remembered in their own browser
// (the `views` cookie, set only with their visit-statistics consent) rather than on the server.

/** A user agent that is a program, not a person's browser (an empty one included). */
const botPattern =
  /bot|crawl|spider|slurp|archiver|facebookexternalhit|embedly|preview|headless|lighthouse|pagespeed|monitor|curl|wget|python|java\/|go-http|okhttp|axios|node-fetch|httpclient|scrapy|phantom|puppeteer|playwright/i;

export function isBot(userAgent: string | null | undefined): boolean {
  return !userAgent || userAgent.trim().length < 10 || botPattern.test(userAgent);
}

export const repeatWindowMinutes = 30;
const keptViews = 50;

/** The recent views of a visitor: property id → minute (since 1970) of the view that counted. */
export type RecentViews = Map<number, number>;

/** The cookie's text ("1004:29391220,1008:29391231"), anything malformed left out. */
export function readRecentViews(text: string | undefined): RecentViews {
  const views: RecentViews = new Map();
  for (const pair of (text ?? "").split(",").slice(0, keptViews)) {
    const match = /^(\d{1,9}):(\d{1,10})$/.exec(pair);
    if (match) views.set(Number(match[1]), Number(match[2]));
  }
  return views;
}

/** Whether this view repeats one that counted less than 30 minutes ago. */
export function repeatsRecentView(views: RecentViews, propertyId: number, minute: number): boolean {
  const last = views.get(propertyId);
  return last !== undefined && minute - last < repeatWindowMinutes && minute >= last;
}

/** The views to remember after this one: the recent ones only, the newest 50. */
export function writeRecentViews(views: RecentViews, propertyId: number, minute: number): string {
  const kept = [...views].filter(
    ([id, at]) => id !== propertyId && minute - at < repeatWindowMinutes,
  );
  return [...kept, [propertyId, minute] as const]
    .slice(-keptViews)
    .map(([id, at]) => `${id}:${at}`)
    .join(",");
}
