import { z } from "zod";

// ADR 014: the agency may name a detailed tile layer for the listings' map (an https URL template with
// {z}, {x} and {y}, and the attribution its licence asks for). It loads only when a visitor asks for it;
// the page's CSP then allows its origin for images, and only when configured.

const placeholders = ["{z}", "{x}", "{y}"];
const tileTemplate = z
  .url({ protocol: /^https$/, error: "must be an https URL" })
  .max(300)
  .refine((url) => placeholders.every((p) => url.includes(p)), {
    error: "must hold {z}, {x} and {y}",
  })
  // One origin for the CSP: no {s} subdomains.
  .refine((url) => /^https:\/\/[^/{}]+\//.test(url), {
    error: "the host may not hold a placeholder",
  });

export const mapTilesSchema = z.strictObject({
  tileUrl: tileTemplate,
  /** Shown on the map under the tiles, as their licence asks (plain text). */
  attribution: z.string().trim().min(1).max(200),
});

export type MapTiles = z.infer<typeof mapTilesSchema>;
