import { data, redirect } from "react-router";
import { dbContext, siteContext, visitorContext } from "#app/contexts.ts";
import { readProjectPage } from "#app/data/catalogue/project-page.server.ts";
import { readPropertyPage } from "#app/data/catalogue/property-page.server.ts";
import { listingUrls } from "#app/routing/listing-urls.ts";
import { recordId } from "#app/routing/record-id.ts";
import type { Route } from "./+types/original-listing";

// docs/requirements.md §2: the original /property/{id}/, /project/{id}/ and /project/?id={id} (the home banner's old
// project links) answer 301 to the page in the visitor's language (remembered, else the default). When the
// property or project has no text in it: the site's default language, else the first enabled language it
// has a text in (docs/requirements.md §11). Unknown ids are 404.
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const { preferredLanguage } = context.get(visitorContext);
  const { languages } = context.get(siteContext);
  const isProject = url.pathname.toLowerCase().startsWith("/project/");
  const id = recordId(params.id ?? (isProject ? url.searchParams.get("id") : undefined));
  let target: string | undefined;
  if (id) {
    for (const language of new Set([preferredLanguage, languages.default, ...languages.enabled])) {
      const page = await (isProject
        ? readProjectPage(db, id, language)
        : readPropertyPage(db, id, language));
      target = page && listingUrls(page.places)[language];
      if (target) break;
    }
  }
  if (!target) throw data(null, { status: 404 });
  const search = new URLSearchParams(url.search);
  search.delete("id");
  const query = search.size ? `?${search}` : "";
  return redirect(`${target}${query}`, { status: 301, headers: { Vary: "Cookie" } });
}

export default function OriginalListing() {
  return null;
}
