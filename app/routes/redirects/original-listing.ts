import { data, redirect } from "react-router";
import { dbContext, visitorContext } from "#app/contexts.ts";
import { readProjectPage } from "#app/data/catalogue/project-page.server.ts";
import { readPropertyPage } from "#app/data/catalogue/property-page.server.ts";
import { listingUrls } from "#app/routing/listing-urls.ts";
import { recordId } from "#app/routing/record-id.ts";
import type { Route } from "./+types/original-listing";

// spec §2: the original /property/{id}/, /project/{id}/ and /project/?id={id} (the home banner's old
// project links) answer 301 to the page in the visitor's language (remembered, else the default), or in
// a language the property or project has a text in. Unknown ids are 404.
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const { preferredLanguage: language } = context.get(visitorContext);
  const isProject = url.pathname.toLowerCase().startsWith("/project/");
  const id = recordId(params.id ?? (isProject ? url.searchParams.get("id") : undefined));
  const page = id
    ? await (isProject ? readProjectPage(db, id, language) : readPropertyPage(db, id, language))
    : undefined;
  const target = page && listingUrls(page.places)[language];
  if (!target) throw data(null, { status: 404 });
  const search = new URLSearchParams(url.search);
  search.delete("id");
  const query = search.size ? `?${search}` : "";
  return redirect(`${target}${query}`, { status: 301, headers: { Vary: "Cookie" } });
}

export default function OriginalListing() {
  return null;
}
