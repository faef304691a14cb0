// When the database cannot answer (PostgreSQL down or restarting, connections exhausted, an SQLite file
// locked, unreadable or on a full disk), a page cannot be made: that is a 503 (try again soon), not a
// fault of the page (500). These are the errors that say so.

// Node's network errors, and PostgreSQL's classes 08 (connection), 53 (resources) and 57P (shutdown).
const unavailableCodes = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND"]);
const unavailableSqlState = /^(08|53|57P)/;
// What `pg` says when a connection breaks or cannot be had in time.
const unavailableMessages =
  /Connection terminated|connection error|timeout exceeded when trying to connect|Connection ended/i;
// SQLite: busy, locked, I/O error, disk full, cannot open.
const unavailableSqliteCodes = new Set([5, 6, 10, 13, 14]);

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code, errcode } = error as Error & { code?: unknown; errcode?: unknown };
  if (typeof code === "string" && (unavailableCodes.has(code) || unavailableSqlState.test(code))) {
    return true;
  }
  if (typeof errcode === "number" && unavailableSqliteCodes.has(errcode & 0xff)) return true;
  return unavailableMessages.test(error.message);
}
