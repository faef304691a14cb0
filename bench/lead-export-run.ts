import { getHeapStatistics } from "node:v8";
import { openDatabase } from "#app/data/database.server.ts";
import { csvResponse } from "#app/http/csv.ts";
import { messages } from "#app/locales/messages.server.ts";
import { exportLeads } from "#app/services/admin/lead-export.server.ts";

// One CSV export of every lead but spam from the database of DATA_DIR, as the desk's export route
// makes it (bench/admin.ts runs it in a process of its own for each size): its time, rows, bytes and
// the process's peak memory over the export against before it, sampled every 5,000 rows (the export
// runs on microtasks alone: a timer would not fire before it ends). Prints JSON.
const { db } = openDatabase({ dataDir: process.env.DATA_DIR ?? "" });
const collect = (globalThis as { gc?: () => void }).gc ?? (() => {});
collect();
const before = { rss: process.memoryUsage.rss(), heap: getHeapStatistics().used_heap_size };
const peak = { ...before };
/** Peak RSS as the system sees it, and the heap still in use after a full collection (what is held). */
const sample = () => {
  peak.rss = Math.max(peak.rss, process.memoryUsage.rss());
  collect();
  peak.heap = Math.max(peak.heap, getHeapStatistics().used_heap_size);
};
const started = performance.now();
const { header, rows, count } = await exportLeads(db, {}, messages.en.adminLeads, {
  staffId: 1,
  clientAddress: "127.0.0.1",
  now: new Date(),
  separator: ";",
});
const body = csvResponse(header, rows, { filename: "leads.csv", separator: ";" }).body;
let bytes = 0;
let chunks = 0;
for await (const chunk of body ?? []) {
  bytes += chunk.byteLength;
  if (++chunks % 5000 === 0) sample();
}
sample();
const seconds = (performance.now() - started) / 1000;
await db.destroy();
process.stdout.write(
  `${JSON.stringify({
    rows: count,
    bytes,
    seconds,
    rssGrowthMb: (peak.rss - before.rss) / 2 ** 20,
    heapGrowthMb: (peak.heap - before.heap) / 2 ** 20,
  })}\n`,
);
