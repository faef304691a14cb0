import { useTranslation } from "react-i18next";
import { appContext } from "../context.ts";
import { agencyContact } from "../data/page-modules.server.ts";
import { readPropertyPage } from "../data/property-page.server.ts";
import { readSiteConfig } from "../data/site-config.server.ts";
import { PropertyPage } from "../features/property/property-page.tsx";
import { Breadcrumb } from "../features/shell/breadcrumb.tsx";
import { defaultLanguage, languageOfPath } from "../i18n/languages.ts";
import { useLanguage } from "../i18n/use-language.ts";
import { listingHead } from "../routing/listing-head.ts";
import { projectUrl } from "../routing/listing-urls.ts";
import { described } from "../routing/page-description.server.ts";
import { pageMeta } from "../routing/page-meta.ts";
import { recordId } from "../routing/record-id.ts";
import { pageUrl } from "../routing/route-table.ts";
import type { Route } from "./+types/property-page";

// A property's page (spec §2 Route table): /fr/a-vendre/{city}/{slug}/{id}/, /fr/a-louer/..., or under
// its project. The id finds it; any other URL of it (old words, other goal) answers 301 to the current one.
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const language = languageOfPath(url.pathname) ?? defaultLanguage;
  const id = recordId(params.id);
  const [found, config] = await Promise.all([
    id ? readPropertyPage(db, id, language) : undefined,
    readSiteConfig(db),
  ]);
  const { head, page: property } = listingHead(found, (p) => p.title, url, language);
  return {
    head: described(head, language, config),
    property,
    agency: config ? agencyContact(config, language) : undefined,
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData ? pageMeta(matches[0].loaderData, loaderData.head) : [];

export default function PropertyRoute({ loaderData }: Route.ComponentProps) {
  const { property, agency } = loaderData;
  const { t } = useTranslation();
  const language = useLanguage();
  // A project unit sits under its project; the others under the listing of their goal.
  const parent = property.project
    ? { label: property.project.name, url: projectUrl(property.project, language) }
    : property.goal === "rent"
      ? { label: t("listing.forRent"), url: pageUrl("forRent", language) }
      : { label: t("listing.forSale"), url: pageUrl("forSale", language) };
  return (
    <>
      <Breadcrumb crumbs={[parent, { label: property.title, url: "" }]} language={language} />
      <PropertyPage property={property} agency={agency} />
    </>
  );
}
