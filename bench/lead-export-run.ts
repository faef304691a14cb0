import { getHeapStatistics } from "node:v8";
import { openDatabase } from "#app/data/database.server.ts";
import { csvResponse } from "#app/http/csv.ts";
import { messages } from "#app/locales/messages.server.ts";
import { exportLeads } from "#app/services/admin/lead-export.server.ts";

// One CSV export of every lead but spam from the database of DATA_DIR, as the desk's export route
// makes it (bench/admin.ts runs it in a process of its own for each size): its time, rows, bytes and
// the process's peak memory over the export against before it, sampled every 5 ms. Prints JSON.
const { db } = openDatabase({ dataDir: process.env.DATA_DIR ?? "" });
const before = { rss: process.memoryUsage.rss(), heap: getHeapStatistics().used_heap_size };
const peak = { ...before };
const sample = setInterval(() => {
  peak.rss = Math.max(peak.rss, process.memoryUsage.rss());
  peak.heap = Math.max(peak.heap, getHeapStatistics().used_heap_size);
}, 5);
const started = performance.now();
const { header, rows, count } = await exportLeads(db, {}, messages.en.adminLeads, {
  staffId: 1,
  clientAddress: "127.0.0.1",
  now: new Date(),
  separator: ";",
});
const body = csvResponse(header, rows, { filename: "leads.csv", separator: ";" }).body;
let bytes = 0;
for await (const chunk of body ?? []) bytes += chunk.byteLength;
const seconds = (performance.now() - started) / 1000;
clearInterval(sample);
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
