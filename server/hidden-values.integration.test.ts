import { rm } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeSiteConfig } from "#app/data/config/site-config.server.ts";
import type { Coordinates } from "#app/domain/public-location.ts";
import { type MapCard, type MapData, mapSpots } from "#app/model/listing-map/map-data.ts";
import { saveOwner } from "#app/services/owners/owner-accounts.server.ts";
import { writeDemoContent } from "#tests/support/demo-content.ts";
import { metresBetween } from "#tests/support/distance.ts";
import { leadPoster, solvedGuard, visitDay, workday } from "#tests/support/lead-posts.ts";
import { jsonLdDocuments, schemaProblems } from "#tests/support/schema-org.ts";
import { testSiteConfig } from "#tests/support/site-config-fixture.ts";
import { wholeSitemap } from "#tests/support/sitemap.ts";
import { importIntoTestDatabase } from "#tests/support/snapshot-files.ts";
import { owner, snapshot } from "#tests/support/snapshot-fixture.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";

// PRODUCT.md: what the CRM marks as not public (PublishPrice false, PublishAddress false) never leaves
// the server: not in the HTML, the hydration data, a client navigation's data, JSON-LD or the sitemap.
// Nor does anything of an owner and the CRM's history of their property, which are for the owner portal
// only (docs/requirements.md §3 Owner portal tables, §6).
// A unit of a project, for rent, with a hidden price, a hidden address and fees worked out from its price.
const hidden = {
  price: 487513,
  street: "Rue Introuvable",
  houseNumber: "9173",
  registrationRights: 60939,
  notaryFees: 3517,
  // A rental's deposit is months of its rent: it would show a hidden rent.
  deposit: 1462539,
};
const secrets = [
  String(hidden.price),
  "487.513",
  hidden.street,
  hidden.houseNumber,
  String(hidden.registrationRights),
  "60.939",
  String(hidden.notaryFees),
  "3.517",
  String(hidden.deposit),
  "1.462.539",
  // The fixture's exact position (a map may only ever get a point moved away from it).
  "49.6116",
  "6.1319",
];

// The private unit's position (the fixture's), the same as its project's; the villa's address is public.
const unitPosition = { latitude: 49.6116, longitude: 6.1319 };
const villaPosition = { latitude: 50.68812, longitude: 4.48347 };

interface ListingJsonLd {
  contentLocation: { address: object; geo?: Coordinates };
  offers?: object;
}

/** The RealEstateListing of a page's schema.org JSON-LD, checked against the types it uses. */
function jsonLdListing(html: string): ListingJsonLd {
  const [document] = jsonLdDocuments(html);
  expect(schemaProblems(document)).toEqual([]);
  const nodes = (document as { "@graph": { "@type": string }[] })["@graph"];
  return nodes.find((node) => node["@type"] === "RealEstateListing") as unknown as ListingJsonLd;
}

/** The position a page gives in its schema.org JSON-LD. */
function jsonLdPosition(html: string): Coordinates | undefined {
  const geo = jsonLdListing(html).contentLocation.geo;
  return geo && { latitude: geo.latitude, longitude: geo.longitude };
}

/** The point the page's "open in your map app" link opens. */
function mapAppPoint(html: string): string | undefined {
  return /href="https:\/\/www\.google\.com\/maps\/search\/\?api=1&amp;query=([\d.]+)%2C([\d.]+)"/
    .exec(html)
    ?.slice(1)
    .join(",");
}

describe(`values the CRM keeps private, on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let folder: string;
  let site: Awaited<ReturnType<typeof createTestApp>>;
  const get = (path: string, headers: Record<string, string> = {}) =>
    site.app.request(`http://localhost${path}`, { headers, redirect: "manual" });

  beforeAll(async () => {
    database = await createTestDatabase();
    await writeSiteConfig(database.db, testSiteConfig("Immo Lumière"));
    const [villaFr, villaNl, unit] = (snapshot.properties ?? []).map((p) =>
      p.ID === 101
        ? { ...p, Latitude: villaPosition.latitude, Longitude: villaPosition.longitude }
        : p,
    );
    const privateUnit = {
      ...unit,
      ID: 102,
      Price: hidden.price,
      PublishPrice: false,
      PublishAddress: false,
      Street: hidden.street,
      HouseNumber: hidden.houseNumber,
      RegistrationRights: hidden.registrationRights,
      NotaryFees: hidden.notaryFees,
      Deposit: hidden.deposit,
    };
    folder = await importIntoTestDatabase(database.db, {
      ...snapshot,
      // The project hides its address too, and its unit stands at its position.
      projects: (snapshot.projects ?? []).map((p) => ({
        ...p,
        PublishAddress: false,
        Latitude: unitPosition.latitude,
        Longitude: unitPosition.longitude,
      })),
      properties: [
        villaFr,
        villaNl,
        privateUnit,
        { ...privateUnit, language: "fr", TypeDescription: "Studio au centre", City: "Luxembourg" },
      ].filter((p) => p !== undefined),
      owners: [owner],
    });
    // The menu pages (For rent...) and the home page's modules (latest offers).
    await writeDemoContent(database.db);
    site = await createTestApp(database);
  });
  afterAll(async () => {
    await database.dispose();
    await rm(folder, { recursive: true, force: true });
  });

  /** A page and the data a client navigation to it would fetch. */
  async function pageAndData(path: string): Promise<string[]> {
    const page = await get(path);
    expect(page.status, path).toBe(200);
    const data = await get(`${path}_.data`);
    expect(data.status, `${path}_.data`).toBe(200);
    return [await page.text(), await data.text()];
  }

  /** The home search block's data file and the card of a property it matches by ID (docs/requirements.md §5, §7). */
  async function searchResponses(language: string, id: number): Promise<string[]> {
    const home = await (await get(`/${language}/`)).text();
    const file = new RegExp(`/search-data/${language}\\.[\\w-]+\\.json`).exec(home)?.[0] ?? "";
    const [data, card] = [
      await get(file),
      await get(`/search-data/property/${id}.${language}.json`),
    ];
    expect([data.status, card.status], file).toEqual([200, 200]);
    return [await data.text(), await card.text()];
  }

  it("shows the unit with its price on request and without its street", async () => {
    const moved = await get("/property/102/", { Cookie: "lang=de" });
    const unitPage = moved.headers.get("Location") ?? "";
    expect(unitPage).toMatch(/^\/de\/zu-vermieten\/.+\/102\/$/);
    const [html] = await pageAndData(unitPage);
    expect(html).toContain("Preis auf Anfrage");
  });

  it("gives the unit a position 250-500 m from its own, the same on every request, said to be approximate", async () => {
    const unitPage = (await get("/property/102/", { Cookie: "lang=de" })).headers.get("Location");
    const [html, data] = await pageAndData(unitPage ?? "");
    const shown = jsonLdPosition(html ?? "");
    expect(shown).toBeDefined();
    const metres = metresBetween(unitPosition, shown as Coordinates);
    expect(metres).toBeGreaterThanOrEqual(250);
    expect(metres).toBeLessThanOrEqual(500);
    expect(html).toContain('<p class="property__hint">Ungefähre Lage');
    // Its map-app link opens that point, and its JSON-LD offers it without price nor street.
    expect(mapAppPoint(html ?? "")).toBe(`${shown?.latitude},${shown?.longitude}`);
    const listing = jsonLdListing(html ?? "");
    expect(listing.offers).toEqual({
      "@type": "Offer",
      url: expect.stringContaining(unitPage ?? "-"),
      availability: "https://schema.org/LimitedAvailability",
      businessFunction: "http://purl.org/goodrelations/v1#LeaseOut",
    });
    expect(listing.contentLocation.address).not.toHaveProperty("streetAddress");
    // The hydration data and a client navigation's data carry that moved point, nothing closer.
    for (const text of [html, data]) {
      expect(text).toContain(String(shown?.latitude));
      expect(text).toContain(String(shown?.longitude));
    }
    // Rendered again (no page cache, as after a restart): the same point, nothing to average away.
    const again = await createTestApp(database, { pageCacheBytes: 0 });
    const rendered = await again.app.request(`http://localhost${unitPage}`);
    expect(jsonLdPosition(await rendered.text())).toEqual(shown);
    // Its project, at the same spot, shows the same point: two of them would give the spot away.
    const projectPage = (await get("/project/7/", { Cookie: "lang=fr" })).headers.get("Location");
    const [projectHtml] = await pageAndData(projectPage ?? "");
    expect(jsonLdPosition(projectHtml ?? "")).toEqual(shown);
  });

  it("puts the unit on the listings' map at the point its page gives, its card with the price on request", async () => {
    const unitPage = (await get("/property/102/", { Cookie: "lang=de" })).headers.get("Location");
    const [html] = await pageAndData(unitPage ?? "");
    const response = await get("/listing-map/de/rent.json");
    expect(response.status).toBe(200);
    const spots = mapSpots((await response.json()) as MapData);
    expect(spots).toEqual([
      { id: 102, ...jsonLdPosition(html ?? ""), approximate: true, city: "Luxemburg" },
    ]);
    const cards = await get("/listing-map/de/cards.json?id=102");
    expect(cards.status).toBe(200);
    expect(await cards.json()).toMatchObject([
      { id: 102, price: { price: null, publishPrice: false }, url: unitPage },
    ]);
  });

  it("gives map cards only for ids it lists, and answers 404 in a language the site does not serve", async () => {
    expect((await get("/listing-map/xx/cards.json?id=102")).status).toBe(404);
    const cards = await get("/listing-map/de/cards.json?id=abc&id=-1&id=999&id=0102&id=102&id=102");
    expect(((await cards.json()) as MapCard[]).map((card) => card.id)).toEqual([102]);
    expect(await (await get("/listing-map/de/cards.json")).json()).toEqual([]);
  });

  it("answers 404 to a map file it does not serve, and reads a garbled filter as no filter", async () => {
    for (const path of [
      "/listing-map/xx/rent.json",
      "/listing-map/de/buy.json",
      "/listing-map/de/rent.xml",
      "/listing-map/de/constructor/",
      "/listing-map/de/__proto__/",
    ])
      expect((await get(path)).status, path).toBe(404);
    const garbled = await get(
      "/listing-map/de/rent.json?page=-1&price-min=abc&type=0&per-page=9999&bedrooms=1e9",
    );
    expect(garbled.status).toBe(200);
    expect(mapSpots((await garbled.json()) as MapData).map((spot) => spot.id)).toEqual([102]);
  });

  it("gives a property with a public address its exact position, not said to be approximate", async () => {
    const villaPage = (await get("/property/101/", { Cookie: "lang=fr" })).headers.get("Location");
    const [html] = await pageAndData(villaPage ?? "");
    expect(jsonLdPosition(html ?? "")).toEqual(villaPosition);
    expect(mapAppPoint(html ?? "")).toBe(`${villaPosition.latitude},${villaPosition.longitude}`);
    // Its public price, "from" (PriceUnit 7).
    expect(jsonLdListing(html ?? "")).toMatchObject({
      offers: { price: 325000, priceCurrency: "EUR", priceSpecification: { minPrice: 325000 } },
    });
    expect(html).not.toContain('class="property__hint"');
  });

  it("sends none of them in any response", async () => {
    const unitPage = (await get("/property/102/", { Cookie: "lang=de" })).headers.get("Location");
    // The project shows its units in a table; the project list its price range.
    const projectPage = (await get("/project/7/", { Cookie: "lang=fr" })).headers.get("Location");
    const responses = [
      ...(await pageAndData(unitPage ?? "")),
      ...(await pageAndData(projectPage ?? "")),
      ...(await pageAndData("/de/")),
      ...(await pageAndData("/de/zu-vermieten/")),
      ...(await pageAndData("/fr/a-louer/")),
      ...(await pageAndData("/fr/projects/")),
      // An unknown property's 404 offers the latest offers (the unit among them).
      await (await get("/fr/a-louer/nulle-part/bien/999/")).text(),
      ...(await searchResponses("de", 102)),
      ...(await searchResponses("fr", 102)),
      await (await get("/de/zu-vermieten/?view=map")).text(),
      // The listings' map (docs/requirements.md §12), unfiltered and filtered.
      await (await get("/listing-map/de/rent.json")).text(),
      await (await get("/listing-map/fr/rent.json?city=Luxembourg")).text(),
      await (await get("/listing-map/de/cards.json?id=102")).text(),
      await (await get("/listing-map/fr/cards.json?id=102&id=101")).text(),
      await wholeSitemap(get),
    ];
    expect(responses.join("\n").length).toBeGreaterThan(10_000);
    for (const secret of secrets) {
      const found = responses.filter((text) => text.includes(secret));
      expect(found.length, `"${secret}" was sent`).toBe(0);
    }
  });

  it("puts none of them in the mails of a question or a visit about the unit", async () => {
    const unitPage = (await get("/property/102/", { Cookie: "lang=de" })).headers.get("Location");
    const post = leadPoster(site.app, database.db);
    const person = {
      title: "ms",
      firstName: "Anna",
      lastName: "Weber",
      email: "anna@example.lu",
      phone: "+352 621 123 456",
      privacy: "on",
    };
    const day = visitDay(workday);
    // Verified (a solved captcha): the visitor's mails are queued, not held (ADR 034).
    const solved = () => solvedGuard(site.app, database.db);
    const answers = [
      await post(`${unitPage}?form=question`, person, solved()),
      await post(
        `${unitPage}?form=visit`,
        { ...person, day, slot: "14:00-16:00", conditions: "on" },
        solved(),
      ),
    ];
    expect(answers.map((a) => a.status)).toEqual([303, 303]);
    const mails = await database.db.selectFrom("outbox_message").selectAll().execute();
    expect(mails).toHaveLength(4);
    const sent = mails.map((m) => `${m.subject}\n${m.html}\n${m.text}`);
    // The rental's income condition is said without an amount: it would give the rent away.
    expect(sent.join("\n")).toContain("mindestens dem 3-Fachen der Miete");
    for (const secret of secrets) {
      const found = sent.filter((text) => text.includes(secret));
      expect(found.length, `"${secret}" was mailed`).toBe(0);
    }
  });

  it("sends nothing of an owner or of their property's history", async () => {
    const [ownedVilla] = owner.Properties ?? [];
    const ownerSecrets = [
      owner.Name,
      "Vandamme",
      "mireille.vandamme",
      ...[...(ownedVilla?.Communications ?? []), ...(ownedVilla?.CalendarVisits ?? [])].flatMap(
        (entry) => [entry.Contact ?? "", entry.Subject ?? "", entry.Comment ?? ""],
      ),
    ].filter((secret) => secret.length > 0);
    const stored = await database.db.selectFrom("communication").select("comment").execute();
    expect(stored.map((row) => row.comment)).toContain(ownedVilla?.Communications?.[0]?.Comment);
    const villaPages = await Promise.all(
      ["fr", "nl"].map(async (language) => {
        const moved = await get("/property/101/", { Cookie: `lang=${language}` });
        return pageAndData(moved.headers.get("Location") ?? "");
      }),
    );
    const responses = [
      ...villaPages.flat(),
      ...(await pageAndData("/fr/")),
      ...(await pageAndData("/fr/a-vendre/")),
      ...(await pageAndData("/nl/te-koop/")),
      await (await get("/sitemap.xml")).text(),
    ];
    expect(responses[0]).toContain("Villa lumineuse");
    for (const secret of ownerSecrets) {
      const found = responses.filter((text) => text.toLowerCase().includes(secret.toLowerCase()));
      expect(found.length, `"${secret}" was sent`).toBe(0);
    }
  });

  it("shows the owner of the private unit, in the portal, none of what the CRM hides", async () => {
    const password = "Owner-portal-2026";
    await saveOwner(
      database.db,
      { email: "unit.owner@example.be", displayName: "Unit Owner", password, propertyIds: [102] },
      new Date(),
    );
    const login = await site.app.request("http://localhost/de/anmelden/", {
      method: "POST",
      body: new URLSearchParams({ login: "unit.owner@example.be", password }),
      redirect: "manual",
    });
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const responses: string[] = [];
    for (const path of ["/de/eigentuemerbereich/", "/de/eigentuemerbereich/102/"]) {
      for (const url of [path, `${path}_.data`]) {
        const res = await get(url, { Cookie: cookie });
        expect(res.status, url).toBe(200);
        responses.push(await res.text());
      }
    }
    expect(responses[2]).toContain("Unit Owner");
    for (const secret of secrets) {
      const found = responses.filter((text) => text.includes(secret));
      expect(found.length, `"${secret}" was sent`).toBe(0);
    }
  });
});
