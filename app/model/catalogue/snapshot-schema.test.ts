import { describe, expect, it } from "vitest";
import { propertyRecordSchema } from "./snapshot-schema.ts";

const record = {
  ID: 1,
  language: "fr",
  Goal: 0,
  WebID: 1,
  TypeDescription: "Maison",
  City: "Luxembourg",
  CountryID: 50,
};

const zipOf = (Zip: unknown) => propertyRecordSchema.safeParse({ ...record, Zip });

describe("a snapshot record's postcode", () => {
  it('reads the international forms "L-1450" and "B-1000" as their 4 digits', () => {
    expect(zipOf("L-1450").data?.Zip).toBe("1450");
    expect(zipOf("b-1000").data?.Zip).toBe("1000");
    expect(zipOf(" L1450 ").data?.Zip).toBe("1450");
    expect(zipOf(1450).data?.Zip).toBe("1450");
  });

  it("refuses anything else", () => {
    for (const zip of ["NL-1000", "L-145", "1450-L", "F-75001"]) {
      expect(zipOf(zip).error?.issues[0]?.message).toMatch(/4-digit postal code/);
    }
  });
});
