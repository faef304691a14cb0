import { describe, expect, it } from "vitest";
import { epcDisplay } from "#app/domain/epc.ts";
import { type Language, languages } from "#app/i18n/languages.ts";
import { groupRecords } from "#app/model/catalogue/group-records.ts";
import { snapshotSchema } from "#app/model/catalogue/snapshot-schema.ts";
import { metresBetween } from "#tests/support/distance.ts";
import { demoSnapshot } from "./catalogue.ts";
import { places } from "./places.ts";

const today = new Date("2026-11-22T00:00:00.000Z");
const { catalogue, issues } = groupRecords(
  snapshotSchema.parse(demoSnapshot({ seed: 2026, today })),
);
const properties = catalogue.properties;

describe("the demo agency", () => {
  it("is a valid snapshot, the same for the same seed", () => {
    expect(issues).toEqual([]);
    expect(demoSnapshot({ seed: 2026, today })).toEqual(demoSnapshot({ seed: 2026, today }));
    expect(demoSnapshot({ seed: 7, today })).not.toEqual(demoSnapshot({ seed: 2026, today }));
  });

  it("has about 100 properties, two thirds for sale, in four languages", () => {
    expect(properties).toHaveLength(100);
    const sale = properties.filter((p) => p.goal === "sale").length;
    expect(sale / properties.length).toBeGreaterThan(0.6);
    expect(sale / properties.length).toBeLessThan(0.75);
    for (const p of properties)
      expect(Object.keys(p.texts).sort()).toEqual(["de", "en", "fr", "nl"]);
  });

  it("gives every property a title of its own, in each language", () => {
    for (const language of languages) {
      const titles = properties.map((p) => p.texts[language]?.title);
      expect(new Set(titles).size, language).toBe(properties.length);
    }
  });

  it("never titles a rental with words of buying", () => {
    // Whole words: "emplacement" is no "placement", an "Einkaufsstraße" no "Kauf".
    const words = (...list: string[]) =>
      new RegExp(`(?<!\\p{L})(${list.join("|")})(?!\\p{L})`, "iu");
    const buying: Record<Language, RegExp> = {
      en: words("purchase", "buy", "for sale", "investment"),
      nl: words("aankoop", "kopen", "te koop", "belegging"),
      fr: words("achat", "acheter", "à vendre", "placement"),
      de: words("kauf", "kaufen", "erste immobilie", "zu verkaufen", "anlage"),
    };
    const rentals = properties.filter((p) => p.goal === "rent");
    expect(rentals.length).toBeGreaterThan(20);
    for (const p of rentals)
      for (const language of languages)
        expect(p.texts[language]?.title, `${p.id} ${language}`).not.toMatch(buying[language]);
  });

  it("uses every type, never land or investment buildings for rent", () => {
    expect(new Set(properties.map((p) => p.webId))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7]));
    expect(properties.filter((p) => p.goal === "rent" && (p.webId === 4 || p.webId === 5))).toEqual(
      [],
    );
  });

  it("spreads over Brussels, Wallonia, Flanders and Luxembourg", () => {
    const zips = properties
      .filter((p) => p.address.countryId === 10)
      .map((p) => Number(p.address.zip));
    expect(zips.some((z) => z < 1300)).toBe(true);
    expect(zips.some((z) => (z >= 1300 && z < 1500) || (z >= 4000 && z < 8000))).toBe(true);
    expect(zips.some((z) => (z >= 1500 && z < 4000) || z >= 8000)).toBe(true);
    expect(properties.filter((p) => p.address.countryId === 50).length).toBeGreaterThanOrEqual(5);
  });

  it("shows the states a visitor meets: sold, rented, option, from prices, ribbons, hidden prices", () => {
    const statuses = new Set(properties.map((p) => p.status));
    for (const status of ["available", "option", "sold", "rented"])
      expect(statuses).toContain(status);
    expect(properties.some((p) => p.priceUnit === 7)).toBe(true);
    expect(new Set(properties.map((p) => p.marquee))).toEqual(new Set([0, 1, 2, 3, 4]));
    expect(properties.some((p) => !p.publishPrice)).toBe(true);
    expect(properties.some((p) => p.epcNotApplicable)).toBe(true);
    expect(properties.some((p) => p.epcValue === null && !p.epcNotApplicable)).toBe(true);
  });

  it("has an EPC value in every class of every Belgian region (docs/requirements.md §9)", () => {
    const seen = new Map<string, Set<string>>();
    for (const p of properties) {
      const shown = epcDisplay({
        countryId: p.address.countryId,
        zip: p.address.zip,
        value: p.epcValue,
        notApplicable: p.epcNotApplicable,
      });
      if (shown.kind !== "class") continue;
      seen.set(shown.region, (seen.get(shown.region) ?? new Set()).add(shown.epcClass));
    }
    expect(seen.get("flanders")?.size).toBe(7);
    expect(seen.get("wallonia")?.size).toBe(9);
    expect(seen.get("brussels")?.size).toBe(19);
  });

  it("has one new-build project of 8 units priced 225,000 to 307,500", () => {
    expect(catalogue.projects).toHaveLength(1);
    const units = properties.filter((p) => p.projectId === catalogue.projects[0]?.id);
    expect(units).toHaveLength(8);
    expect(Math.min(...units.map((u) => u.price ?? 0))).toBe(225000);
    expect(Math.max(...units.map((u) => u.price ?? 0))).toBe(307500);
    expect(catalogue.projects[0]).toMatchObject({ priceMin: 225000, priceMax: 307500 });
  });

  it("gives every property 6 to 15 photos and dates before today", () => {
    for (const p of properties) {
      expect(p.media.pictures.length).toBeGreaterThanOrEqual(6);
      expect(new Set(p.media.pictures.map((photo) => photo.Url)).size).toBe(
        p.media.pictures.length,
      );
      expect(p.media.pictures.length).toBeLessThanOrEqual(15);
      expect(Date.parse(p.createdAt ?? "")).toBeLessThan(today.getTime());
    }
  });

  it("places every property and the project inside its municipality, the units at their project", () => {
    const placeOf = new Map(places.map((place) => [place.zip, place]));
    for (const listing of [...properties, ...catalogue.projects]) {
      const place = placeOf.get(listing.address.zip);
      const { latitude, longitude } = listing.address;
      expect(latitude, `${listing.id}`).toBeDefined();
      expect(longitude, `${listing.id}`).toBeDefined();
      const from = { latitude: place?.lat ?? 0, longitude: place?.lng ?? 0 };
      const metres = metresBetween(from, { latitude: latitude ?? 0, longitude: longitude ?? 0 });
      // To 5 decimals, as a CRM gives them: a metre or two beyond the circle at most.
      expect(metres, `${listing.id} in ${place?.names.en}`).toBeLessThanOrEqual(
        (place?.radius ?? 0) + 2,
      );
    }
    const [project] = catalogue.projects;
    const units = properties.filter((p) => p.projectId === project?.id);
    for (const unit of units)
      expect([unit.address.latitude, unit.address.longitude]).toEqual([
        project?.address.latitude,
        project?.address.longitude,
      ]);
    // Each other property at its own address, and some of them hidden (a moved point on their page).
    const others = properties.filter((p) => p.projectId === undefined);
    const positions = new Set(others.map((p) => `${p.address.latitude} ${p.address.longitude}`));
    expect(positions.size).toBe(others.length);
    expect(others.filter((p) => !p.address.publishAddress).length).toBeGreaterThanOrEqual(5);
  });
});
