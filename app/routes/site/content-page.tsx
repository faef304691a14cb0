import { data, redirect } from "react-router";
import { dbContext, siteContext, visitorContext } from "#app/contexts.ts";
import { listingFilterNames } from "#app/data/catalogue/listing-filter-names.server.ts";
import { loadModules } from "#app/data/content/page-modules.server.ts";
import { PageModules } from "#app/features/content/page-modules.tsx";
import { SiteContactForm } from "#app/features/leads/site-contact-form.tsx";
import { ListingViews } from "#app/features/listing-map/listing-views.tsx";
import { Listing } from "#app/features/listings/listing.tsx";
import { PropertyList, SearchNotice } from "#app/features/listings/property-list.tsx";
import { PageFrame } from "#app/features/shell/page-frame.tsx";
import { answerLead } from "#app/http/lead-answer.server.ts";
import { bundles } from "#app/locales/messages.server.ts";
import { leadFacts } from "#app/middleware/lead-facts.server.ts";
import { defaultListingQuery } from "#app/model/catalogue/listing-filter.ts";
import { menuBannerText, menuBreadcrumb, pageBanner } from "#app/model/content/page-view.ts";
import { siteContactSchema } from "#app/model/leads/site-contact.ts";
import { parseListingQuery } from "#app/routing/listing-query.ts";
import { findMenuPage, slugUrlOfPathUrl } from "#app/routing/menu-urls.ts";
import { pageOfRoute } from "#app/routing/page-of-route.ts";
import { menuPageHead } from "#app/seo/menu-page-head.ts";
import { described } from "#app/seo/page-description.server.ts";
import { pageMeta } from "#app/seo/page-meta.ts";
import { leadFormView } from "#app/services/leads/lead-form-view.server.ts";
import { siteContactLead } from "#app/services/leads/site-contact.server.ts";
import type { Route } from "./+types/content-page";
import { listingPageTitleHead, loadListing } from "./listing.server.ts";

// A menu page (docs/requirements.md §2 Menu pages): For sale, For rent, About us, Documents and info, Contact and any
// page the agency adds at /{lang}/{path}/ or /{lang}/{path}/{child}/ (its slug in the language instead of
// its path where it has one, ADR 062), with its published modules.
export async function loader({ url, pattern, context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const { language } = context.get(visitorContext);
  const { config, menuPages, articleDrafts } = context.get(siteContext);
  const pages = await menuPages();
  const entry = findMenuPage(pages, url.pathname, language);
  const slugUrl = entry ? undefined : slugUrlOfPathUrl(pages, url.pathname, language);
  if (slugUrl) throw redirect(`${slugUrl}${url.search}`, 301);
  if (!entry || entry.page.path.toLowerCase() === "home") throw data(null, { status: 404 });
  const { page } = entry;
  const listingPage = pageOfRoute(pattern)?.page;
  const goal = listingPage === "forSale" ? "sale" : listingPage === "forRent" ? "rent" : undefined;
  const drafts = await articleDrafts();
  const modules = await loadModules(db, page.modules, language, config, drafts, goal);
  const hasListing = modules.some((m) => m.content.type === "property-list" && m.content.listing);
  const soldListed = config?.listings.soldListed ?? false;
  const perPage = config?.listings.perPage ?? defaultListingQuery.defaultSize;
  const loaded =
    goal && hasListing
      ? await loadListing(db, url, { goal, language, soldListed }, perPage)
      : undefined;
  const listing = loaded?.listing;
  const invalid = loaded ? loaded.invalid : parseListingQuery(url.searchParams).invalid;
  const filter = listing?.query.filter ?? {};
  const names = goal ? await listingFilterNames(db, filter, language) : undefined;
  const pageHead = described(
    menuPageHead(pages, page, language),
    language,
    config,
    goal ? { type: "listing", goal, city: names?.city, what: names?.type } : undefined,
  );
  const head = listing ? listingPageTitleHead(pageHead, listing, language) : pageHead;
  // Property lists and the notice about a search that could not be read need the listings' texts.
  const listsProperties = invalid || modules.some((m) => m.content.type === "property-list");
  // docs/requirements.md §14: the contact page carries the "contact the agency" form.
  const contactForm =
    listingPage === "contact" ? await leadFormView(db, siteContactSchema, language) : undefined;
  return {
    head,
    heading: pageHead.title,
    banner: pageBanner(config, menuBannerText(page, language), page),
    breadcrumb: page.params.showBreadCrumb ? menuBreadcrumb(entry, language) : undefined,
    modules,
    searchInvalid: invalid,
    listing,
    contactForm,
    messages: bundles(language, [
      ...(listsProperties ? (["listings"] as const) : []),
      ...(contactForm ? (["leads"] as const) : []),
    ]),
  };
}

/** Only the contact page takes a POST: its form (docs/requirements.md §14). */
export async function action({ request, pattern, context }: Route.ActionArgs) {
  if (pageOfRoute(pattern)?.page !== "contact") throw data(null, { status: 405 });
  return answerLead(request, siteContactLead, leadFacts(context));
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData ? pageMeta(matches[1].loaderData, loaderData.head) : [];

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { heading, banner, breadcrumb, modules, searchInvalid, listing, contactForm } = loaderData;
  // A list that opens the page (the For sale and For rent listings) is what the visitor came to see.
  const [first] = modules;
  const leadingList = first?.content.type === "property-list" ? first.id : undefined;
  return (
    <PageFrame heading={heading} banner={banner} breadcrumb={breadcrumb}>
      {searchInvalid ? <SearchNotice /> : null}
      <PageModules
        modules={modules}
        propertyList={(module, cards) => {
          const list =
            listing && module.content.type === "property-list" && module.content.listing ? (
              <Listing module={module} listing={listing} />
            ) : (
              <PropertyList module={module} cards={cards} leading={module.id === leadingList} />
            );
          // docs/requirements.md §12: the listings of one goal can be seen on a map (ADR 014).
          const goal = module.content.type === "property-list" ? module.content.goal : undefined;
          return goal ? <ListingViews goal={goal}>{list}</ListingViews> : list;
        }}
      />
      {contactForm ? (
        <div className="container">
          <SiteContactForm {...contactForm} />
        </div>
      ) : null}
    </PageFrame>
  );
}
