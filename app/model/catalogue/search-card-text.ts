import { cleanDescription } from "#app/domain/text.ts";

// Apart from search-data.ts, which the browser loads: the HTML entity table stays on the server.

/** docs/requirements.md §5 description cleaning, cut to 100 characters for a search result (docs/requirements.md §9). */
export function searchCardText(description: string): string {
  return cleanDescription(description, 100);
}
