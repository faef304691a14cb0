import { useTranslation } from "react-i18next";
import { data, useRouteLoaderData } from "react-router";
import { JsonLd } from "#app/components/ui/json-ld.tsx";
import { dbContext, requestContext, siteContext, visitorContext } from "#app/contexts.ts";
import { readPropertyPage } from "#app/data/catalogue/property-page.server.ts";
import { readSimilarOffers } from "#app/data/catalogue/similar-offers.server.ts";
import { agencyContact } from "#app/data/content/page-modules.server.ts";
import { qrCode } from "#app/domain/qr-code.ts";
import { remembered } from "#app/domain/remembered.ts";
import { PropertyEnquiry } from "#app/features/leads/property-enquiry.tsx";
import { PlaceMap } from "#app/features/listing-map/place-map.tsx";
import { SimilarOffers } from "#app/features/listings/similar-offers.tsx";
import { PropertyGone } from "#app/features/property/property-gone.tsx";
import { PropertyPage } from "#app/features/property/property-page.tsx";
import { ResultNeighboursNav } from "#app/features/property/result-neighbours.tsx";
import { usePageView } from "#app/features/property/use-page-view.ts";
import { Breadcrumb } from "#app/features/shell/breadcrumb.tsx";
import { frameSources } from "#app/http/content-security-policy.ts";
import { answerLead } from "#app/http/lead-answer.server.ts";
import { useLanguage } from "#app/i18n/use-language.ts";
import { bundles, messages } from "#app/locales/messages.server.ts";
import { leadFacts } from "#app/middleware/lead-facts.server.ts";
import { defaultListingQuery } from "#app/model/catalogue/listing-filter.ts";
import { propertyQuestionSchema } from "#app/model/leads/property-question.ts";
import { sendToFriendSchema } from "#app/model/leads/send-to-friend.ts";
import type { DocumentData } from "#app/root.tsx";
import { projectUrl } from "#app/routing/listing-urls.ts";
import { recordId } from "#app/routing/record-id.ts";
import { pageUrl } from "#app/routing/route-table.ts";
import { listingHead } from "#app/seo/listing-head.ts";
import { propertyJsonLd } from "#app/seo/listing-json-ld.ts";
import { described } from "#app/seo/page-description.server.ts";
import { pageMeta } from "#app/seo/page-meta.ts";
import { guardKey } from "#app/services/guard/guard-key.server.ts";
import { documentsFormView } from "#app/services/leads/document-request.server.ts";
import { leadFormView } from "#app/services/leads/lead-form-view.server.ts";
import { propertyForms } from "#app/services/leads/property-forms.server.ts";
import { visitFormView } from "#app/services/leads/visit.server.ts";
import { signViewToken } from "#app/services/page-views/view-token.server.ts";
import type { Route } from "./+types/property-page";
import { resultNeighbours } from "./neighbours.server.ts";

// A property's page (docs/requirements.md §2 Route table): /fr/a-vendre/{city}/{slug}/{id}/, /fr/a-louer/..., or under
// its project. The id finds it; any other URL of it (old words, other goal) answers 301 to the current one.
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const { language } = context.get(visitorContext);
  const { config } = context.get(siteContext);
  const id = recordId(params.id);
  const [found, similar] = await Promise.all([
    id ? readPropertyPage(db, id, language, config?.partnerVideoHosts) : undefined,
    readSimilarOffers(db, id, language),
  ]);
  // docs/requirements.md §8: a withdrawn or unknown property is a 404 that offers similar properties.
  if (!found) {
    const head = { title: messages[language].property.similar.goneTitle, alternates: {} };
    return data(
      { gone: true, head, similar, messages: bundles(language, ["property", "listings"]) },
      { status: 404 },
    );
  }
  const { head, page: property } = listingHead(found, (p) => p.title, url, language);
  const { origin } = context.get(requestContext);
  const soldListed = config?.listings.soldListed ?? false;
  const neighbours = await resultNeighbours(
    db,
    url,
    property,
    { language, soldListed },
    config?.listings.perPage ?? defaultListingQuery.defaultSize,
  );
  return {
    head: described(head, language, config),
    property,
    jsonLd: propertyJsonLd(property, {
      origin,
      path: url.pathname,
      language,
      messages: messages[language],
    }),
    agency: config ? agencyContact(config, language) : undefined,
    similar,
    neighbours,
    messages: bundles(language, ["property", "listings", "leads"]),
    // docs/requirements.md §14: the page's lead forms (their use cases: services/leads/property-forms.server.ts).
    questionForm: await leadFormView(db, propertyQuestionSchema, language),
    visitForm: config && (await visitFormView(db, language, property, config.visits)),
    friendForm: await leadFormView(db, sendToFriendSchema, language),
    documentsForm: await documentsFormView(db, language, property.id, url),
    // docs/requirements.md §13 videos and share links: the address to share, and the players' hosts its CSP frames.
    shareUrl: new URL(url.pathname, origin).href,
    frameSources: frameSources(property.videos),
    // docs/requirements.md §13 "Place": the detailed tiles its map may load on the visitor's click (ADR 014).
    mapTiles: config?.map,
    // The print brochure's QR code to this page (features/property/print-brochure.tsx).
    printQr: brochureQr(new URL(url.pathname, origin).href),
    // ADR 037: the token its view beacon must send back (features/property/use-page-view.ts).
    viewToken: signViewToken(await guardKey(db), property.id, Date.now()),
  };
}

// Drawn once per page address: drawing it at every request took 8 % of an uncached property page
// (bench/README.md, "Where an uncached page's time goes").
const brochureQr = remembered(qrCode);

/** A lead form of the page posted (`?form=` names which one: services/leads/property-forms.server.ts). */
export async function action({ request, params, url, context }: Route.ActionArgs) {
  const form = propertyForms[url.searchParams.get("form") ?? ""];
  const id = recordId(params.id);
  if (!form || !id) throw data(null, { status: 404 });
  return answerLead(request, form(id, url), leadFacts(context));
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData ? pageMeta(matches[1].loaderData, loaderData.head) : [];

export default function PropertyRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(["common", "property"]);
  const language = useLanguage();
  const consent = useRouteLoaderData<DocumentData>("root")?.consent;
  usePageView(
    "gone" in loaderData
      ? undefined
      : { propertyId: loaderData.property.id, token: loaderData.viewToken },
    !!consent?.analytics_storage,
  );
  if ("gone" in loaderData)
    return (
      <>
        <PropertyGone />
        <SimilarOffers cards={loaderData.similar} title={t("property:similar.suggestions")} />
      </>
    );
  const { property, agency, jsonLd, similar, neighbours, shareUrl, mapTiles } = loaderData;
  const { questionForm, visitForm, friendForm, documentsForm } = loaderData;
  // docs/requirements.md §2: a project unit sits under Projects and its project; the others under their goal's listing.
  const parents = property.project
    ? [
        { label: t("property:projects.title"), url: pageUrl("projectList", language) },
        { label: property.project.name, url: projectUrl(property.project, language) },
      ]
    : property.goal === "rent"
      ? [{ label: t("offer.forRent"), url: pageUrl("forRent", language) }]
      : [{ label: t("offer.forSale"), url: pageUrl("forSale", language) }];
  return (
    <>
      <JsonLd json={jsonLd} />
      <Breadcrumb crumbs={[...parents, { label: property.title, url: "" }]} language={language} />
      {neighbours ? <ResultNeighboursNav links={neighbours} /> : null}
      <PropertyPage
        property={property}
        agency={agency}
        shareUrl={shareUrl}
        placeMap={<PlaceMap place={property} tiles={mapTiles} />}
        enquiry={
          <PropertyEnquiry
            question={questionForm}
            visit={visitForm || undefined}
            friend={friendForm}
            documents={documentsForm}
          />
        }
      />
      <SimilarOffers cards={similar} title={t("property:similar.title")} />
    </>
  );
}
