import { availableParallelism, loadavg } from "node:os";
import { sanitizeRichText } from "#app/model/content/safe-html.server.ts";
import { demoContent } from "#scripts/demo/content.ts";

// What sanitising rich text on render costs (ADR 058): sanitizeRichText in this process on the demo's
// longest text, a long article and the largest body the schema allows (100,000 characters), against the
// CPU a whole page costs (`npm run bench -- render-cost`, 15-20 ms).

const paragraph =
  '<p>A <strong>bright</strong> house in <em>Lasne</em>, near the <a href="https://www.lasne.be/">village</a> and the <a href="/en/for-sale/">other offers</a>.</p>';
const section = `<h2>Living</h2>${paragraph.repeat(4)}<ul><li>Four rooms</li><li>Garden</li></ul><blockquote><p>Quiet.</p></blockquote>`;

function sample(length: number): string {
  return section.repeat(Math.ceil(length / section.length)).slice(0, length);
}

let unique = 0;

/**
 * Milliseconds per call, the median of 7 timed batches after a warm-up: a text seen for the first time
 * (a comment, which the sanitiser drops, makes each input new) or seen before (from the cache).
 */
function perCall(html: string, seen: boolean): number {
  const batch = Math.max(5, Math.round(200_000 / html.length));
  const input = () => (seen ? html : `${html}<!--${unique++}-->`);
  for (let i = 0; i < batch; i++) sanitizeRichText(input());
  const times: number[] = [];
  for (let round = 0; round < 7; round++) {
    const start = performance.now();
    for (let i = 0; i < batch; i++) sanitizeRichText(input());
    times.push((performance.now() - start) / batch);
  }
  return times.sort((a, b) => a - b)[3] ?? 0;
}

export async function richTextBenchmark(): Promise<string> {
  const bodies = demoContent().articles.flatMap((a) =>
    Object.values(a.texts).map((t) => t.body ?? ""),
  );
  const longestDemo = bodies.reduce((a, b) => (b.length > a.length ? b : a), "");
  const cases: [string, string][] = [
    ["the demo's longest text", longestDemo],
    ["a long article", sample(5_000)],
    ["the largest body allowed", sample(100_000)],
  ];
  return [
    `sanitizeRichText per call, in process, median of 7 batches (load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores)`,
    "",
    "| text | characters | ms, first time | ms, seen before |",
    "|---|---|---|---|",
    ...cases.map(
      ([name, html]) =>
        `| ${name} | ${html.length} | ${perCall(html, false).toFixed(3)} | ${perCall(html, true).toFixed(4)} |`,
    ),
  ].join("\n");
}
