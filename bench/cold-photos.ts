import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadDemo, startSite } from "./demo-site.ts";

// The first visit after an import (docs/requirements.md §16: the first visitor waited 5.6 s for the first screen's photos).
// A phone opens the home page, the For sale listing and a property page, and fetches the photos their
// first screens show (the pictures not lazy-loaded), six at a time as a browser does: the AVIF of each picture at the first width of 600 px or more. Measured on the demo as
// `npm run demo` leaves it (the import warmed the variants), against the same site with its variants
// deleted (an import with --no-variants, or photos that changed): then the visitor waits for encodes,
// and gets WebP stand-ins while the AVIFs are made.

const parallel = 6;

export async function coldPhotosBenchmark(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "site-bench-photos-"));
  try {
    loadDemo(dir);
    const warm = await firstVisit(dir);
    await rm(join(dir, "media", "variants"), { recursive: true, force: true });
    const cold = await firstVisit(dir);
    return [
      `First visit to /fr/, /fr/a-vendre/ and a property page right after the server starts: ${warm.photos} photos of their first screens, ${parallel} at a time`,
      "",
      "| variants | seconds until every photo arrived | / warmed |",
      "|---|---|---|",
      `| warmed by the import | ${warm.seconds.toFixed(2)} | 1.00 |`,
      `| none (made on demand) | ${cold.seconds.toFixed(2)} | ${(cold.seconds / warm.seconds).toFixed(1)} |`,
    ].join("\n");
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function firstVisit(dataDir: string): Promise<{ photos: number; seconds: number }> {
  // Without the background warmer's head start: the visitor arrives with the server.
  const site = await startSite(dataDir);
  try {
    const started = performance.now();
    const home = await (await fetch(`${site.url}/fr/`)).text();
    const property = /href="(\/fr\/a-vendre\/[^"]+\/\d+\/)"/.exec(home)?.[1] ?? "/fr/";
    const others = await Promise.all(
      ["/fr/a-vendre/", property].map(async (path) => (await fetch(`${site.url}${path}`)).text()),
    );
    const urls = [...new Set([home, ...others].flatMap(firstScreenPhotos))];
    const queue = [...urls];
    await Promise.all(
      Array.from({ length: parallel }, async () => {
        for (let url = queue.shift(); url; url = queue.shift()) {
          const res = await fetch(`${site.url}${url}`);
          await res.arrayBuffer();
          if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
        }
      }),
    );
    return { photos: urls.length, seconds: (performance.now() - started) / 1000 };
  } finally {
    await site.child.stop();
  }
}

/** The AVIF a phone picks for each eager picture of the page (the first one 600 px wide or more). */
function firstScreenPhotos(html: string): string[] {
  const pictures = [...html.matchAll(/<picture>([\s\S]*?)<\/picture>/g)].map((m) => m[1] ?? "");
  const eager = pictures.filter((picture) => !picture.includes('loading="lazy"'));
  return eager.flatMap((picture) => {
    const srcset = /<source type="image\/avif" srcSet="([^"]+)"/.exec(picture)?.[1];
    if (!srcset) return [];
    const candidates = srcset.split(", ").map((entry) => {
      const [url = "", width = "0w"] = entry.split(" ");
      return { url, width: Number.parseInt(width, 10) };
    });
    return [(candidates.find((c) => c.width >= 600) ?? candidates.at(-1))?.url ?? ""];
  });
}
