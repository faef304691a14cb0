// Apart from map-tiles.ts (zod), for the browser: the map view names the host its detailed tiles come from.

/** The origin a tile URL template's tiles come from, for the page's CSP and the visitor's notice. */
export function tileOrigin(tileUrl: string): string {
  return new URL(tileUrl.replaceAll(/\{[a-z]\}/g, "0")).origin;
}
