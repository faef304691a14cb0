import type { Page } from "@playwright/test";

// ADR 006 and 014: nothing reaches another origin before the visitor chooses. The maps' specs record
// what a page sends elsewhere, and answer the demo's tile server themselves (offline, never reached).

export const tileHost = "https://tile.openstreetmap.org/";

/** A 1x1 transparent PNG, the answer to every tile request. */
export const emptyTile = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

/** Every request the page sends to another origin than the site's, from now on. */
export function otherOrigins(page: Page, origin: string): string[] {
  const sent: string[] = [];
  page.on("request", (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith("data:")) sent.push(url);
  });
  return sent;
}

/** Answers the tile server's requests with an empty tile; the URLs asked for, as they come. */
export async function answerTiles(page: Page): Promise<string[]> {
  const tiles: string[] = [];
  await page.route(`${tileHost}**`, (route) => {
    tiles.push(route.request().url());
    return route.fulfill({ contentType: "image/png", body: emptyTile });
  });
  return tiles;
}
