/**
 * How long server/page-cache.ts serves a page it made before making it again (the year in the footer,
 * "new" ribbons by date). What a page carries that must stay valid while it is served (a property
 * page's view token, ADR 037) lives at least this long.
 */
export const cachedPageMaxAgeMs = 10 * 60 * 1000;
