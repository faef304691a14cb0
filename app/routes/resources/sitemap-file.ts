import type { Route } from "./+types/sitemap-file";
import { requestedSitemap, sitemapResponse } from "./sitemap-files.server.ts";

// /sitemaps/{file}: one file the index names: the site's pages, or one slice of the catalogue. Every
// page appears in each enabled language it exists in, with its alternates (hreflang) and x-default.
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const file = (await requestedSitemap(context)).files.get(params.file);
  return file ? sitemapResponse(file, request) : new Response(null, { status: 404 });
}
