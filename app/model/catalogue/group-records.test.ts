import { describe, expect, it } from "vitest";
import { snapshot } from "#tests/support/snapshot-fixture.ts";
import { catalogueToSnapshot } from "./catalogue-to-snapshot.ts";
import { groupRecords } from "./group-records.ts";
import { snapshotSchema } from "./snapshot-schema.ts";

describe("groupRecords", () => {
  it("makes one entity per ID with its texts per language", () => {
    const { catalogue, issues } = groupRecords(snapshotSchema.parse(snapshot));
    expect(issues).toEqual([]);
    expect(catalogue.properties.map((p) => p.id)).toEqual([101, 102]);
    const [property, studio] = catalogue.properties;
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
    expect(studio).toMatchObject({
      goal: "rent",
      publishPrice: false,
      epcValue: null,
      epcNotApplicable: true,
      projectId: 7,
      address: { countryId: 50, zip: "1009", publishAddress: false, boxNumber: "3B" },
      media: {
        documents: [{ Url: "docs/plan.pdf", Name: "Grundriss" }],
        virtualTour: "https://my.matterport.com/show/?m=abc123",
      },
    });
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

  it("takes coordinates of 0 for an unknown position", () => {
    const studio = snapshot.properties?.[2];
    const positions = [
      [0, 0],
      [0, 6.1319],
      [49.6116, 0],
    ].map(([Latitude, Longitude]) => {
      const record = { ...studio, Latitude, Longitude };
      const { catalogue } = groupRecords(snapshotSchema.parse({ properties: [record] }));
      const { latitude, longitude } = catalogue.properties[0]?.address ?? {};
      return { latitude, longitude };
    });
    expect(positions).toEqual(Array(3).fill({ latitude: undefined, longitude: undefined }));
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
