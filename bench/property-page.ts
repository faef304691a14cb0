import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import type { Child } from "./child-process.ts";
import { loadDemo, startSite } from "./demo-site.ts";
import { pageWeight } from "./page-weight.ts";

// docs/requirements.md §13: what a phone downloads for a property page of the demo agency (property 1004: fifteen
// photos, a video and a 3D tour, every detail block). The HTML (plain and gzipped), the scripts and
// stylesheet its first load links (gzip, as page-weight.ts counts them), then in Chromium at 390 px
// wide and a device pixel ratio of 3 (a current phone): every image the first screen fetches, the
// largest of them, and the scripts fetched later, when the visitor opens the photos (the lightbox) and
// scrolls to the place map. Its requests per second against raw node:http are in the HTTP benchmark.

const path = "/property/1004/";

export async function propertyPageBenchmark(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "site-bench-property-"));
  let site: Child | undefined;
  try {
    loadDemo(dir);
    const started = await startSite(dir);
    site = started.child;
    const response = await fetch(`${started.url}${path}`);
    const html = await response.text();
    const page = response.url.slice(started.url.length);
    const weight = await pageWeight(html, "build/client");
    const visit = await phoneVisit(`${started.url}${page}`);
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
    return [
      `Property page ${page}, first visit on a phone (390 px, DPR 3, Chromium):`,
      "",
      "| what | size |",
      "|---|---|",
      `| HTML, plain / gzip | ${kb(html.length)} / ${kb(gzipSync(html).length)} |`,
      `| first-load JavaScript, CSS (gzip, ${weight.files} files) | ${kb(weight.js)}, ${kb(weight.css)} |`,
      `| images of the first screen, as sent (${visit.images.length}) | ${kb(visit.images.reduce((a, b) => a + b.bytes, 0))} |`,
      `| largest image | ${kb(visit.largest.bytes)} (${visit.largest.url}) |`,
      `| scripts fetched on opening the photos (plain) | ${visit.onPhotos.join(", ") || "none"} |`,
      `| scripts fetched on scrolling to the map (plain) | ${visit.onMap.join(", ") || "none"} |`,
    ].join("\n");
  } finally {
    await site?.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

interface Fetched {
  url: string;
  bytes: number;
}

async function phoneVisit(url: string) {
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
    });
    // A visitor who declined the cookies before: no dialog over the page.
    await context.addCookies([{ name: "consent", value: "1.0000", url }]);
    const page = await context.newPage();
    const fetched: Fetched[] = [];
    const bodies: Promise<unknown>[] = [];
    page.on("response", (answer) => {
      // In the order the answers come; the size once the body is in.
      const entry = { url: new URL(answer.url()).pathname, bytes: 0 };
      fetched.push(entry);
      bodies.push(
        answer.body().then(
          (body) => (entry.bytes = body.length),
          () => undefined,
        ),
      );
    });
    await page.goto(url, { waitUntil: "networkidle" });
    await Promise.all(bodies);
    const images = fetched.filter((f) => f.url.startsWith("/media/"));
    const largest = images.reduce((a, b) => (b.bytes > a.bytes ? b : a), { url: "", bytes: 0 });
    const scriptsAfter = async (act: () => Promise<void>) => {
      const before = fetched.length;
      await act();
      await page.waitForLoadState("networkidle");
      await Promise.all(bodies);
      return fetched
        .slice(before)
        .filter((f) => f.url.endsWith(".js"))
        .map((f) => `${f.url.replace(/^\/assets\//, "")} (${(f.bytes / 1024).toFixed(1)} kB)`);
    };
    const onPhotos = await scriptsAfter(async () => {
      await page.locator(".gallery__link").first().click();
      await page.getByRole("dialog").waitFor();
      await page.keyboard.press("Escape");
    });
    const onMap = await scriptsAfter(async () => {
      await page.locator(".place-map").scrollIntoViewIfNeeded();
      await page.locator(".place-map .leaflet-container").waitFor();
    });
    return { images, largest, onPhotos, onMap };
  } finally {
    await browser.close();
  }
}
