import { dbContext, siteContext } from "#app/contexts.ts";
import { parseSearchDataFile, searchDataUrl } from "#app/routing/search-data-urls.ts";
import { currentSearchFile } from "#app/services/home-search/search-file.server.ts";
import type { Route } from "./+types/search-data";

// /search-data/{lang}.{hash}.json: the home search block's data (docs/requirements.md §5, §7), fetched when the
// visitor first focuses the search box. A hash names one content, so the file is cached for a year; a
// page still naming an older one is sent on to the current file, which is not.
export async function loader({ context, params }: Route.LoaderArgs) {
  const wanted = parseSearchDataFile(params.file);
  if (!wanted || !context.get(siteContext).languages.enabled.includes(wanted.language))
    return new Response(null, { status: 404 });
  const file = await currentSearchFile(context.get(dbContext), wanted.language);
  if (wanted.version !== file.hash)
    return new Response(null, {
      status: 307,
      headers: { Location: searchDataUrl(wanted.language, file.hash), "Cache-Control": "no-store" },
    });
  return new Response(file.body, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
