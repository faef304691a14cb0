import { describe, expect, it } from "vitest";
import { readListPages } from "./answer-schema.ts";
import { snapshotFromFeed } from "./snapshot-from-answers.ts";

const answer = (items: Record<string, unknown>[], endpoint = "GetPropertyList") => ({
  [`${endpoint}JsonResult`]: {
    Code: 0,
    Message: "",
    Success: true,
    Value: { From: 1, Items: items, RowsCount: items.length, To: items.length },
  },
});

const house = {
  ID: "5001",
  LanguageId: 1,
  Goal: "1",
  Status: "1",
  SubStatus: "3",
  WebID: "1",
  WebIDName: "Huis",
  TypeDescription: "Rijwoning met tuin",
  DescriptionA: "<p>Gezinswoning</p>",
  Price: "1450",
  PublishPrice: "true",
  PublishAddress: false,
  Street: "Kortrijksesteenweg",
  BoxNr: "",
  Zip: "9000",
  City: "Gent",
  CountryID: "10",
  GoogleX: "51.0397",
  GoogleY: "3.7101",
  NumberOfBedRooms: "3",
  ProjectID: null,
  CreatedDate: "/Date(1754755296000)/",
  LastChangedDate: "2026-08-09 18:01:36",
  XLargePictureItems: [
    { ID: 1, Url: "https://crm.invalid/1.jpg", Width: "1600", Height: "1067", Name: "gevel" },
  ],
  HasGarden: true,
  Ident: "AG-5001",
};

const map = (items: Record<string, unknown>[], endpoint?: string) =>
  snapshotFromFeed([{ name: "page.json", pages: readListPages(answer(items, endpoint)) }]);

describe("an Omnicasa answer as a snapshot", () => {
  it("maps the feed's names and value forms onto the snapshot's", () => {
    const feed = map([house]);
    expect(feed.issues).toEqual([]);
    expect(feed.snapshot.properties).toEqual([
      {
        ID: 5001,
        language: "nl",
        Goal: 1,
        Status: "available",
        WebID: 1,
        TypeDescription: "Rijwoning met tuin",
        Description: "<p>Gezinswoning</p>",
        Price: 1450,
        PublishPrice: true,
        PublishAddress: false,
        Street: "Kortrijksesteenweg",
        Zip: "9000",
        City: "Gent",
        CountryID: 10,
        Latitude: 51.0397,
        Longitude: 3.7101,
        BedRooms: 3,
        CreatedAt: "2025-08-09T16:01:36.000Z",
        UpdatedAt: "2026-08-09T16:01:36.000Z",
        Pictures: [{ Url: "https://crm.invalid/1.jpg", Width: 1600, Height: 1067 }],
      },
    ]);
    expect(feed.snapshot.propertyTypes).toEqual([
      { WebID: 1, language: "nl", Name: "Huis", ShowOrder: 1, Sale: true, Rent: true },
    ]);
  });

  it("lists the fields it does not use once, sorted", () => {
    expect(map([house, { ...house, ID: "5002", HasLift: true }]).unused).toEqual([
      "HasGarden",
      "HasLift",
      "Ident",
    ]);
  });

  it("reads a sold, rented or option sub-status of an active property (modmore/Omnicasa: 6 is sold)", () => {
    const subStatuses = [
      ["1", "6", ""],
      ["1", "9", "Verkocht"],
      ["1", "9", "Vendu sous conditions"],
      ["1", "10", "Loué"],
      ["1", "11", "Sous option"],
      ["1", "12", "Onder bod"],
      ["1", "1", "Te koop"],
      ["1", "2", "À vendre"],
      ["4", "11", "Option"],
      ["0", "6", "Vendu"],
    ].map(([Status, SubStatus, SubStatusName], i) => ({
      ...house,
      ID: String(i + 1),
      Status,
      SubStatus,
      SubStatusName,
    }));
    const records = map(subStatuses).snapshot.properties ?? [];
    expect(records.map((r) => r.Status)).toEqual([
      "sold",
      "sold",
      "sold",
      "rented",
      "option",
      "option",
      "available",
      "available",
      "rented",
      "withdrawn",
    ]);
  });

  it("offers a take-over (Goal 2) for sale and keeps sold and rented, withdrawing the other statuses", () => {
    const statuses = ["0", "1", "2", "3", "4", "5", "6"].map((Status, i) => ({
      ...house,
      ID: String(i + 1),
      Goal: "2",
      Status,
    }));
    const records = map(statuses).snapshot.properties ?? [];
    expect(records.map((r) => r.Goal)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(records.map((r) => r.Status)).toEqual([
      "withdrawn",
      "available",
      "sold",
      "withdrawn",
      "rented",
      "withdrawn",
      "withdrawn",
    ]);
  });

  it("takes every photo of any documented picture list, each in the largest size given", () => {
    const url = (size: string, n: number) => `https://crm.invalid/${size}-${n}.jpg`;
    const item = (size: string, n: number) => ({ Url: url(size, n), Width: 200, Height: 133 });
    const { XLargePictureItems: _xl, ...withoutXl } = house;
    const only = (lists: Record<string, unknown>) =>
      map([{ ...withoutXl, SmallPictureItem: item("s", 1), ...lists }]).snapshot.properties?.[0]
        ?.Pictures;
    expect(only({ LargePictures: [url("l", 1), url("l", 2), url("l", 3)] })).toEqual([
      { Url: url("l", 1) },
      { Url: url("l", 2) },
      { Url: url("l", 3) },
    ]);
    expect(
      only({
        MediumPictureItems: [item("m", 1), item("m", 2), item("m", 3)],
        LargePictureItems: [item("l", 1), null],
        SmallPictures: [url("s", 1), url("s", 2), url("s", 3), url("s", 4)],
      })?.map((picture) => picture.Url),
    ).toEqual([url("l", 1), url("m", 2), url("m", 3), url("s", 4)]);
  });

  it("names the picture list and entry of a photo it cannot read or the import refuses", () => {
    const feed = map([{ ...house, LargePictures: ["https://crm.invalid/1.jpg", {}, ""] }]);
    expect(feed.issues).toEqual([
      { path: "page.json: property 5001, LargePictures[1]", message: "must have a Url" },
    ]);
    const mixed = map([
      { ...house, LargePictures: ["https://crm.invalid/l-1.jpg", "https://crm.invalid/l-2.jpg"] },
    ]);
    expect(
      mixed.explain({ path: "properties[0].Pictures[1].Url", message: "not an image" }),
    ).toEqual({
      path: "page.json: property 5001, LargePictures[1].Url",
      message: "not an image",
    });
  });

  it("names the file, the record and the Omnicasa field of a value it cannot read", () => {
    expect(map([{ ...house, Price: "209,000", GoogleX: "noord" }]).issues).toEqual([
      { path: "page.json: property 5001, GoogleX", message: 'must be a number (got "noord")' },
      {
        path: "page.json: property 5001, Price",
        message:
          'must be an amount like 209000, "209.000", "209 000" or "1.234,56" (got "209,000")',
      },
    ]);
    expect(map([{ ...house, Price: "209.000" }]).snapshot.properties?.[0]?.Price).toBe(209000);
  });

  it("explains the snapshot's problems in the feed's terms", () => {
    const feed = map([house]);
    expect(feed.explain({ path: "properties[0].Latitude", message: "too big" })).toEqual({
      path: "page.json: property 5001, GoogleX",
      message: "too big",
    });
    expect(
      feed.explain({ path: "properties[0].Pictures[0].Url", message: "not an image" }),
    ).toEqual({
      path: "page.json: property 5001, XLargePictureItems[0].Url",
      message: "not an image",
    });
  });

  it("reads a project from GetProjectList, its title from TypeDescription", () => {
    const project = {
      ...house,
      ID: 900,
      TypeDescription: "Residentie De Linden",
      PriceMin: "225000",
    };
    const [record] = map([project], "GetProjectList").snapshot.projects ?? [];
    expect(record).toMatchObject({ ID: 900, Name: "Residentie De Linden", PriceMin: 225000 });
  });

  it("refuses an answer that reports an error or is not a list answer", () => {
    expect(() =>
      readListPages({ GetPropertyListJsonResult: { Success: false, Message: "Invalid customer" } }),
    ).toThrow("the API answered an error: Invalid customer");
    expect(() => readListPages({ properties: [] })).toThrow(
      "not a GetPropertyList or GetProjectList answer",
    );
  });
});
