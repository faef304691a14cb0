import { describe, expect, it } from "vitest";
import { catalogueToSnapshot } from "./catalogue-to-snapshot.ts";
import { groupRecords } from "./group-records.ts";
import { type SnapshotInput, snapshotSchema } from "./snapshot-schema.ts";

const villa = {
  ID: 101,
  Goal: 0 as const,
  WebID: 1,
  WebIDs: "1,6",
  Price: 325000,
  PriceUnit: 7,
  Marquee: 2,
  Zip: "1380",
  CountryID: 10 as const,
  EnergyPerformance: 180,
  BedRooms: 4,
  Toilets: 2,
  JudicialDecision: "no" as const,
  Pictures: [{ Url: "photos/101-1.jpg", Width: 1600, Height: 1067 }, { Url: "photos/101-2.jpg" }],
  Videos: ["https://youtu.be/dQw4w9WgXcQ"],
};

const snapshot: SnapshotInput = {
  propertyTypes: [
    { WebID: 1, language: "fr", Name: "Villa/Maison/Ferme", ShowOrder: 0, Sale: true, Rent: true },
    { WebID: 1, language: "nl", Name: "Villa/Huis/Hoeve", ShowOrder: 0, Sale: true, Rent: true },
  ],
  projects: [
    {
      ID: 7,
      language: "fr",
      Name: "Les Jardins de Lasne",
      Zip: "1380",
      City: "Lasne",
      CountryID: 10,
      PriceMin: 225000,
      PriceMax: 307500,
    },
  ],
  properties: [
    { ...villa, language: "fr", TypeDescription: "Villa lumineuse", City: "Lasne", Heating: "Gaz" },
    {
      ...villa,
      language: "nl",
      TypeDescription: "Lichtrijke villa",
      City: "Lasne",
      Heating: "Gas",
    },
  ],
};

describe("groupRecords", () => {
  it("makes one entity per ID with its texts per language", () => {
    const { catalogue, issues } = groupRecords(snapshotSchema.parse(snapshot));
    expect(issues).toEqual([]);
    expect(catalogue.properties).toHaveLength(1);
    const [property] = catalogue.properties;
    expect(property).toMatchObject({
      id: 101,
      goal: "sale",
      webId: 1,
      extraWebIds: [6],
      price: 325000,
      priceUnit: 7,
      details: { Toilets: 2, JudicialDecision: "no" },
    });
    expect(property?.texts.fr).toMatchObject({
      title: "Villa lumineuse",
      details: { Heating: "Gaz" },
    });
    expect(property?.texts.nl?.details).toEqual({ Heating: "Gas" });
    expect(property?.media.pictures.map((p) => p.Url)).toEqual([
      "photos/101-1.jpg",
      "photos/101-2.jpg",
    ]);
    expect(catalogue.propertyTypes[0]?.names).toEqual({
      fr: "Villa/Maison/Ferme",
      nl: "Villa/Huis/Hoeve",
    });
  });

  it("gives back the same catalogue from its own export", () => {
    const first = groupRecords(snapshotSchema.parse(snapshot)).catalogue;
    const again = groupRecords(snapshotSchema.parse(catalogueToSnapshot(first)));
    expect(again.issues).toEqual([]);
    expect(again.catalogue).toEqual(first);
  });

  it("uses the main picture when no list of pictures is given", () => {
    const record = {
      ...snapshot.properties?.[0],
      Pictures: undefined,
      XLargePictureItem: { Url: "big.jpg" },
    };
    const { catalogue } = groupRecords(snapshotSchema.parse({ properties: [record] }));
    expect(catalogue.properties[0]?.media.pictures).toEqual([{ Url: "big.jpg" }]);
  });

  it("reports a language given twice and neutral fields that differ, by record index", () => {
    const [fr, nl] = snapshot.properties ?? [];
    const { issues } = groupRecords(
      snapshotSchema.parse({ properties: [fr, { ...nl, Price: 300000 }, { ...fr }] }),
    );
    expect(issues).toEqual([
      { path: "properties[1].Price", message: "differs from the fr record of 101 (properties[0])" },
      { path: "properties[2].language", message: "fr is given twice for 101 (also properties[0])" },
    ]);
  });
});
