import type { RemoteMediaReport } from "./remote-media.server.ts";

// What an operator reads after an import (scripts/import.ts): one line of counts, then why each
// failed URL failed and when it is tried again.

const shownFailures = 20;

/** The report as lines of text, or none when there was nothing to fetch. */
export function describeRemoteMedia(report: RemoteMediaReport): string[] {
  const { fetched, failed, waiting, notReached } = report;
  if (fetched + failed.length + waiting + notReached === 0) return [];
  const counts = [
    `${fetched} fetched`,
    `${failed.length} failed`,
    `${waiting} waiting (backing off after earlier failures)`,
  ];
  if (notReached > 0) counts.push(`${notReached} not reached in time (tried first next run)`);
  const lines = [`Remote files: ${counts.join(", ")}.`];
  for (const failure of failed.slice(0, shownFailures)) {
    const next = failure.nextAttemptAt.toISOString().slice(0, 16).replace("T", " ");
    lines.push(`  ${failure.url} ${failure.problem}; next try after ${next} UTC`);
  }
  const more = failed.length - shownFailures;
  if (more > 0) lines.push(`  ...and ${more} more`);
  return lines;
}
