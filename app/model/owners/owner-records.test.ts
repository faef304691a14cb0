import { describe, expect, it } from "vitest";
import { ownedPropertySchema, ownerRecordSchema, sameHistory } from "./owner-records.ts";

const record = {
  ID: 30512,
  Email: "An.Peeters@Example.be",
  Name: " An Peeters ",
  language: "nl",
  Username: "An.Peeters",
  Properties: [{ PropertyID: 4711 }],
};

describe("an owner record of the snapshot", () => {
  it("is read with its e-mail and username in lower case and empty history lists", () => {
    expect(ownerRecordSchema.parse(record)).toEqual({
      ID: 30512,
      Email: "an.peeters@example.be",
      Name: "An Peeters",
      language: "nl",
      Username: "an.peeters",
      Properties: [{ PropertyID: 4711, Communications: [], OnlineMedia: [], CalendarVisits: [] }],
    });
  });

  it("may not list one property twice", () => {
    const result = ownerRecordSchema.safeParse({
      ...record,
      Properties: [{ PropertyID: 4711 }, { PropertyID: 4711 }],
    });
    expect(result.error?.issues).toMatchObject([
      { path: ["Properties", 1, "PropertyID"], message: "property 4711 is listed twice" },
    ]);
  });
});

describe("the history two co-owners give one property", () => {
  const visit = { Date: "2026-11-12T14:00:00+01:00", Type: "visit", Status: "confirmed" };
  const call = { Date: "2026-11-04T10:15:00+01:00", Type: "call", Subject: "Bod ontvangen" };
  const property = (entries: object[]) =>
    ownedPropertySchema.parse({ PropertyID: 4711, Communications: entries });

  it("is the same in another order and with dates written otherwise", () => {
    expect(
      sameHistory(
        property([call, visit]),
        property([{ ...visit, Date: "2026-11-12T13:00:00.000Z" }, call]),
      ),
    ).toBe(true);
  });

  it("differs by one field, or one entry more", () => {
    expect(sameHistory(property([call]), property([{ ...call, Status: "done" }]))).toBe(false);
    expect(sameHistory(property([call]), property([call, call]))).toBe(false);
  });
});
