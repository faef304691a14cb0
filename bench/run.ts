import { adminBenchmark } from "./admin.ts";
import { catalogueSizeBenchmark } from "./catalogue-size.ts";
import { coldPhotosBenchmark } from "./cold-photos.ts";
import { crawlBenchmark } from "./crawl.ts";
import { crmLeadsBenchmark } from "./crm-leads.ts";
import { httpBenchmark } from "./http.ts";
import { importBenchmark } from "./import.ts";
import { leadRelayBenchmark } from "./lead-relay.ts";
import { leadReliabilityBenchmark } from "./lead-reliability.ts";
import { ownerLoginBenchmark, staffLoginBenchmark } from "./login-attack.ts";
import { mapDataBenchmark } from "./map-data.ts";
import { omnicasaImportBenchmark } from "./omnicasa-import.ts";
import { ownerPortalBenchmark } from "./owner.ts";
import { propertyPageBenchmark } from "./property-page.ts";
import { queueBenchmark } from "./queue.ts";
import { renderCostBenchmark } from "./render-cost.ts";
import { richTextBenchmark } from "./rich-text.ts";
import { searchBenchmark } from "./search.ts";
import { sitemapBenchmark } from "./sitemap.ts";
import { soakBenchmark } from "./soak.ts";

// `npm run bench [-- NAME...]` (after a build): every benchmark in turn, or the ones named, each printing
// a Markdown table for bench/README.md.
const benchmarks: Record<string, [string, () => Promise<string>]> = {
  http: ["HTTP pages", httpBenchmark],
  "render-cost": ["Making a page", renderCostBenchmark],
  crawl: ["A crawl of 2,000 addresses", crawlBenchmark],
  queue: ["Waiting instead of a 503", queueBenchmark],
  "rich-text": ["Sanitising rich text", richTextBenchmark],
  import: ["CRM snapshot import", importBenchmark],
  omnicasa: ["Omnicasa import", omnicasaImportBenchmark],
  size: ["Catalogue size", catalogueSizeBenchmark],
  search: ["Home search", searchBenchmark],
  property: ["Property page", propertyPageBenchmark],
  map: ["Map data", mapDataBenchmark],
  sitemap: ["Sitemap index", sitemapBenchmark],
  photos: ["Photos of a first visit", coldPhotosBenchmark],
  soak: ["Memory over a soak", soakBenchmark],
  leads: [
    "Leads under SIGKILL",
    async () => `${await leadReliabilityBenchmark()}\n\n${await crmLeadsBenchmark()}`,
  ],
  relay: ["Lead forms as a relay", leadRelayBenchmark],
  "owner-login": ["Owner login under a guessing attack", ownerLoginBenchmark],
  "owner-portal": ["Owner portal pages", ownerPortalBenchmark],
  admin: ["Leads inbox at 100,000 leads", adminBenchmark],
  "staff-login": ["Staff login under a guessing attack", staffLoginBenchmark],
};

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !(name in benchmarks));
if (unknown.length > 0) {
  console.error(
    `Unknown benchmark ${unknown.join(", ")}; known: ${Object.keys(benchmarks).join(", ")}`,
  );
  process.exit(2);
}
let failed = false;
for (const [key, [name, run]] of Object.entries(benchmarks)) {
  if (wanted.length > 0 && !wanted.includes(key)) continue;
  process.stdout.write(`\n## ${name}\n`);
  try {
    process.stdout.write(`${await run()}\n`);
  } catch (error) {
    failed = true;
    console.error(`${name} failed: ${error instanceof Error ? error.message : error}`);
  }
}
process.exitCode = failed ? 1 : 0;
