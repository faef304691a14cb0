import { describe, expect, it } from "vitest";
import { messages } from "#app/locales/messages.server.ts";
import type { PropertyPage } from "#app/model/catalogue/property-page.ts";
import { schemaProblems } from "#tests/support/schema-org.ts";
import { projectJsonLd, propertyJsonLd } from "./listing-json-ld.ts";

// docs/requirements.md §13 structured data, checked against the schema.org types we use (tests/support/schema-org.ts).

const villa: PropertyPage = {
  id: 101,
  webId: 1,
  goal: "sale",
  status: "available",
  title: "Villa lumineuse",
  description: ["Une villa."],
  city: "Lasne",
  zip: "1380",
  countryId: 10,
  street: "Rue du Moulin 12",
  location: { latitude: 50.68812, longitude: 4.48347, approximate: false },
  listedOn: "2026-10-01",
  price: 325000,
  publishPrice: true,
  priceUnit: null,
  epcValue: null,
  epcNotApplicable: false,
  details: {},
  detailTexts: {},
  videos: [],
  photos: [{ key: "7-0123456789ab", width: 1600, height: 1067 }],
  places: {},
};
const page = { origin: "https://www.agency.be", path: "/fr/a-vendre/lasne/villa/101/" };
const fr = { ...page, language: "fr" as const, messages: messages.fr };

function parsed(json: string) {
  const document = JSON.parse(json);
  expect(schemaProblems(document)).toEqual([]);
  const [listing, breadcrumbs] = document["@graph"];
  return { listing, breadcrumbs };
}

describe("a property's JSON-LD", () => {
  it("is a valid RealEstateListing with its offer, address, photos and date, and its breadcrumb", () => {
    const { listing, breadcrumbs } = parsed(propertyJsonLd(villa, fr));
    expect(listing).toMatchObject({
      "@type": "RealEstateListing",
      url: "https://www.agency.be/fr/a-vendre/lasne/villa/101/",
      datePosted: "2026-10-01",
      image: ["https://www.agency.be/media/7-0123456789ab/1360.jpg"],
      contentLocation: { address: { streetAddress: "Rue du Moulin 12", addressCountry: "BE" } },
      offers: {
        "@type": "Offer",
        price: 325000,
        priceCurrency: "EUR",
        availability: "https://schema.org/InStock",
      },
    });
    expect(breadcrumbs.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Accueil", item: "https://www.agency.be/fr/" },
      {
        "@type": "ListItem",
        position: 2,
        name: "À vendre",
        item: "https://www.agency.be/fr/a-vendre/",
      },
      { "@type": "ListItem", position: 3, name: "Villa lumineuse", item: listing.url },
    ]);
  });

  it("gives no price nor currency when the price is hidden, and no street when the address is", () => {
    const hidden = { ...villa, price: null, publishPrice: false, street: undefined };
    const { listing } = parsed(propertyJsonLd(hidden, fr));
    expect(listing.offers).not.toHaveProperty("price");
    expect(listing.offers).not.toHaveProperty("priceCurrency");
    expect(listing.offers).not.toHaveProperty("priceSpecification");
    expect(listing.contentLocation.address).not.toHaveProperty("streetAddress");
  });

  it("says a rent is monthly, a 'from' price a minimum, and what the status leaves available", () => {
    const rental = { ...villa, goal: "rent" as const, price: 1250, status: "option" as const };
    expect(parsed(propertyJsonLd(rental, fr)).listing.offers).toMatchObject({
      price: 1250,
      availability: "https://schema.org/LimitedAvailability",
      businessFunction: "http://purl.org/goodrelations/v1#LeaseOut",
      priceSpecification: { "@type": "UnitPriceSpecification", price: 1250, unitCode: "MON" },
    });
    const from = { ...villa, priceUnit: 7, status: "sold" as const };
    expect(parsed(propertyJsonLd(from, fr)).listing.offers).toMatchObject({
      availability: "https://schema.org/SoldOut",
      priceSpecification: { "@type": "PriceSpecification", minPrice: 325000 },
    });
    const rented = { ...rental, status: "rented" as const };
    expect(parsed(propertyJsonLd(rented, fr)).listing.offers.availability).toBe(
      "https://schema.org/SoldOut",
    );
  });

  it("puts a project's unit under Projects and its project", () => {
    const unit = { ...villa, project: { id: 7, name: "Les Jardins", city: "Lasne" } };
    const { breadcrumbs } = parsed(
      propertyJsonLd(unit, { ...fr, messages: messages.nl, language: "nl" }),
    );
    expect(breadcrumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual([
      "Home",
      "Nieuwbouwprojecten",
      "Les Jardins",
      "Villa lumineuse",
    ]);
    expect(breadcrumbs.itemListElement[2].item).toMatch(/^https:\/\/www\.agency\.be\/nl\/.+\/7\/$/);
  });
});

describe("a project's JSON-LD", () => {
  it("is a valid RealEstateListing with its price range as an AggregateOffer", () => {
    const { id, city, zip, countryId, location, photos, description } = villa;
    const project = {
      ...{ id, city, zip, countryId, location, photos, description, places: {} },
      name: "Les Jardins",
      priceMin: 225000,
      priceMax: 307500,
      units: [],
      unitsOnOffer: 3,
    };
    const { listing, breadcrumbs } = parsed(projectJsonLd(project, fr));
    expect(listing.offers).toEqual({
      "@type": "AggregateOffer",
      url: "https://www.agency.be/fr/a-vendre/lasne/villa/101/",
      lowPrice: 225000,
      highPrice: 307500,
      priceCurrency: "EUR",
      offerCount: 3,
    });
    expect(breadcrumbs.itemListElement).toHaveLength(3);
  });
});

describe("the schema.org checker", () => {
  const valid = JSON.parse(propertyJsonLd(villa, fr));
  const listing = valid["@graph"][0];

  it("refuses unknown types and properties, wrong values and missing required ones", () => {
    const broken = (node: object) => schemaProblems({ ...valid, "@graph": [node] });
    expect(broken({ ...listing, "@type": "RealEstateListin" })).toEqual([
      "@graph[0].@type: unknown type RealEstateListin",
    ]);
    expect(broken({ ...listing, prize: 1 })).toEqual([
      "@graph[0].prize: not a property of RealEstateListing that we know",
    ]);
    expect(broken({ ...listing, offers: { ...listing.offers, price: "325.000" } })).toEqual([
      '@graph[0].offers.price: "325.000" is not a valid number',
    ]);
    const { priceCurrency: _currency, ...priceAlone } = listing.offers;
    expect(broken({ ...listing, offers: priceAlone })).toEqual([
      "@graph[0].offers.priceCurrency: required with a price",
    ]);
    expect(
      broken({ ...listing, offers: { ...listing.offers, availability: "available" } }),
    ).toEqual(["@graph[0].offers.availability: available is not allowed"]);
    expect(
      broken({ ...listing, contentLocation: { "@type": "Offer", availability: "x" } }),
    ).toEqual(["@graph[0].contentLocation.@type: Offer where Place belongs"]);
    expect(broken({ ...listing, image: ["/media/7/1360.jpg"] })).toEqual([
      '@graph[0].image[0]: "/media/7/1360.jpg" is not a valid url',
    ]);
    const { name: _, ...nameless } = listing;
    expect(broken(nameless)).toEqual(["@graph[0].name: required"]);
  });
});
