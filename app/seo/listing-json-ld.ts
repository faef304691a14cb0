import { countryFromId } from "#app/domain/property-types.ts";
import type { PublicLocation } from "#app/domain/public-location.ts";
import type { Language } from "#app/i18n/languages.ts";
import type { Messages } from "#app/locales/messages.ts";
import type { ProjectPage } from "#app/model/catalogue/project-page.ts";
import type { PropertyPage } from "#app/model/catalogue/property-page.ts";
import type { Crumb } from "#app/model/content/page-view.ts";
import { type Photo, variantUrl } from "#app/model/media/image-variants.ts";
import { projectUrl } from "#app/routing/listing-urls.ts";
import { pageUrl } from "#app/routing/route-table.ts";
import { breadcrumbJsonLd } from "./breadcrumb-json-ld.ts";
import { jsonLdText } from "./json-ld.ts";
import { offerJsonLd } from "./offer-json-ld.ts";

// docs/requirements.md §13 structured data: a property's or project's page as a schema.org RealEstateListing (its
// offer, where it is, its photos) beside a BreadcrumbList of the page's breadcrumb. Built from the read
// models only, so it carries no more than the page: no hidden price, no street of a hidden address, a
// hidden address's position the moved one (ADR 012).

/** The page the document describes. */
export interface ListingJsonLdPage {
  origin: string;
  /** The page's path (its canonical address on `origin`). */
  path: string;
  language: Language;
  /** The page language's texts: the breadcrumb's labels. */
  messages: Messages;
}

interface ListingPlace {
  street?: string | undefined;
  zip: string;
  city: string;
  countryId: number;
  location?: PublicLocation | undefined;
}

export function propertyJsonLd(property: PropertyPage, page: ListingJsonLdPage): string {
  const url = new URL(page.path, page.origin).href;
  const listing = {
    ...listingOf(property.title, url, property, property.photos, page.origin),
    datePosted: property.listedOn,
    offers: offerJsonLd(property, url),
  };
  return graph(listing, breadcrumbJsonLd(propertyCrumbs(property, page), page.origin));
}

export function projectJsonLd(project: ProjectPage, page: ListingJsonLdPage): string {
  const url = new URL(page.path, page.origin).href;
  const { priceMin, priceMax } = project;
  const listing = {
    ...listingOf(project.name, url, project, project.photos, page.origin),
    ...(priceMin
      ? {
          offers: {
            "@type": "AggregateOffer",
            url,
            lowPrice: priceMin,
            highPrice: priceMax ?? priceMin,
            priceCurrency: "EUR",
            offerCount: project.unitsOnOffer,
          },
        }
      : {}),
  };
  const { common, property } = page.messages;
  const crumbs = [
    { label: common.shell.home, url: pageUrl("home", page.language) },
    { label: property.projects.title, url: pageUrl("projectList", page.language) },
    { label: project.name, url: page.path },
  ];
  return graph(listing, breadcrumbJsonLd(crumbs, page.origin));
}

/**
 * The breadcrumb the property's page shows (docs/requirements.md §2): home, then Projects and the project for a
 * project's unit, else For sale or For rent, then the property.
 */
function propertyCrumbs(property: PropertyPage, page: ListingJsonLdPage): Crumb[] {
  const { language } = page;
  const { common, property: texts } = page.messages;
  const parents = property.project
    ? [
        { label: texts.projects.title, url: pageUrl("projectList", language) },
        { label: property.project.name, url: projectUrl(property.project, language) },
      ]
    : property.goal === "rent"
      ? [{ label: common.offer.forRent, url: pageUrl("forRent", language) }]
      : [{ label: common.offer.forSale, url: pageUrl("forSale", language) }];
  return [
    { label: common.shell.home, url: pageUrl("home", language) },
    ...parents,
    { label: property.title, url: page.path },
  ];
}

function listingOf(
  name: string,
  url: string,
  place: ListingPlace,
  photos: Photo[],
  origin: string,
) {
  const { street, zip, city, countryId, location } = place;
  return {
    "@type": "RealEstateListing",
    name,
    url,
    // The large variant every photo has (docs/requirements.md §9 widths), as an absolute address.
    ...(photos.length
      ? { image: photos.map((photo) => new URL(variantUrl(photo.key, 1360, "jpg"), origin).href) }
      : {}),
    contentLocation: {
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        ...(street ? { streetAddress: street } : {}),
        postalCode: zip,
        addressLocality: city,
        addressCountry: countryFromId(countryId),
      },
      ...(location
        ? {
            geo: {
              "@type": "GeoCoordinates",
              latitude: location.latitude,
              longitude: location.longitude,
            },
          }
        : {}),
    },
  };
}

/** Both documents in one block, sharing their context. */
function graph(...nodes: object[]): string {
  return jsonLdText({ "@context": "https://schema.org", "@graph": nodes });
}
