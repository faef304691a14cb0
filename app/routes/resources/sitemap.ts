import type { Route } from "./+types/sitemap";
import { requestedSitemap, sitemapResponse } from "./sitemap-files.server.ts";

// /sitemap.xml: the sitemap index, naming /sitemaps/pages.xml and /sitemaps/listings-N.xml
// (app/seo/sitemap-xml.ts). Made once per content version; a client holding it gets a 304.
export async function loader({ context, request }: Route.LoaderArgs) {
  return sitemapResponse((await requestedSitemap(context)).index, request);
}
