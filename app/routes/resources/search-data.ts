import { dbContext, siteContext } from "#app/contexts.ts";
import { searchData } from "#app/data/catalogue/search-data.server.ts";
import { readContentVersion } from "#app/data/content/content-version.server.ts";
import { parseSearchDataFile, searchDataUrl } from "#app/routing/search-data-urls.ts";
import type { Route } from "./+types/search-data";

// /search-data/{lang}.{version}.json: the home search block's data (spec §5, §7), fetched when the
// visitor first focuses the search box. A version names one content state, so the file is cached for
// a year; a page still naming an older version is sent on to the current file, which is not.
export async function loader({ context, params }: Route.LoaderArgs) {
  const wanted = parseSearchDataFile(params.file);
  if (!wanted || !context.get(siteContext).languages.enabled.includes(wanted.language))
    return new Response(null, { status: 404 });
  const db = context.get(dbContext);
  const version = await readContentVersion(db);
  if (wanted.version !== version)
    return new Response(null, {
      status: 307,
      headers: { Location: searchDataUrl(wanted.language, version), "Cache-Control": "no-store" },
    });
  return new Response(JSON.stringify(await searchData(db, wanted.language)), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
