import { useTranslation } from "react-i18next";
import { JsonLd } from "#app/components/ui/json-ld.tsx";
import { dbContext, requestContext, siteContext, visitorContext } from "#app/contexts.ts";
import { readPropertyPage } from "#app/data/catalogue/property-page.server.ts";
import { agencyContact } from "#app/data/content/page-modules.server.ts";
import { PropertyPage } from "#app/features/property/property-page.tsx";
import { ResultNeighboursNav } from "#app/features/property/result-neighbours.tsx";
import { Breadcrumb } from "#app/features/shell/breadcrumb.tsx";
import { useLanguage } from "#app/i18n/use-language.ts";
import { bundles } from "#app/locales/messages.server.ts";
import { projectUrl } from "#app/routing/listing-urls.ts";
import { recordId } from "#app/routing/record-id.ts";
import { pageUrl } from "#app/routing/route-table.ts";
import { listingHead } from "#app/seo/listing-head.ts";
import { listingJsonLd } from "#app/seo/listing-json-ld.ts";
import { described } from "#app/seo/page-description.server.ts";
import { pageMeta } from "#app/seo/page-meta.ts";
import type { Route } from "./+types/property-page";
import { resultNeighbours } from "./neighbours.server.ts";

// A property's page (spec §2 Route table): /fr/a-vendre/{city}/{slug}/{id}/, /fr/a-louer/..., or under
// its project. The id finds it; any other URL of it (old words, other goal) answers 301 to the current one.
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const { language } = context.get(visitorContext);
  const { config } = context.get(siteContext);
  const id = recordId(params.id);
  const found = id ? await readPropertyPage(db, id, language) : undefined;
  const { head, page: property } = listingHead(found, (p) => p.title, url, language);
  const { origin } = context.get(requestContext);
  const soldListed = config?.listings.soldListed ?? false;
  const neighbours = await resultNeighbours(db, url, property, { language, soldListed });
  return {
    head: described(head, language, config),
    property,
    jsonLd: listingJsonLd(property.title, new URL(url.pathname, origin).href, property),
    agency: config ? agencyContact(config, language) : undefined,
    neighbours,
    messages: bundles(language, neighbours ? ["property", "listings"] : ["property"]),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData ? pageMeta(matches[1].loaderData, loaderData.head) : [];

export default function PropertyRoute({ loaderData }: Route.ComponentProps) {
  const { property, agency, jsonLd, neighbours } = loaderData;
  const { t } = useTranslation();
  const language = useLanguage();
  // A project unit sits under its project; the others under the listing of their goal.
  const parent = property.project
    ? { label: property.project.name, url: projectUrl(property.project, language) }
    : property.goal === "rent"
      ? { label: t("offer.forRent"), url: pageUrl("forRent", language) }
      : { label: t("offer.forSale"), url: pageUrl("forSale", language) };
  return (
    <>
      <JsonLd json={jsonLd} />
      <Breadcrumb crumbs={[parent, { label: property.title, url: "" }]} language={language} />
      {neighbours ? <ResultNeighboursNav links={neighbours} /> : null}
      <PropertyPage property={property} agency={agency} />
    </>
  );
}
