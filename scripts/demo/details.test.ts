import { describe, expect, it } from "vitest";
import { epcDisplay, renovationObligationApplies } from "#app/domain/epc.ts";
import { groupRecords } from "#app/model/catalogue/group-records.ts";
import { snapshotSchema } from "#app/model/catalogue/snapshot-schema.ts";
import { demoSnapshot } from "./catalogue.ts";
import { viagerId } from "./details.ts";

// docs/requirements.md §13: the demo shows every block of a property's page somewhere (docs/features.md "Property details").
const { catalogue } = groupRecords(
  snapshotSchema.parse(demoSnapshot({ seed: 2026, today: new Date("2026-11-22T00:00:00.000Z") })),
);
const properties = catalogue.properties;
const byId = (id: number) => properties.find((p) => p.id === id);
const epcOf = (id: number) => {
  const p = byId(id);
  return epcDisplay({
    countryId: p?.address.countryId ?? 0,
    zip: p?.address.zip ?? "",
    value: p?.epcValue ?? null,
    notApplicable: p?.epcNotApplicable ?? false,
    labelText: p?.texts.en?.epcLabelText,
  });
};

describe("the demo's details", () => {
  it("has the properties the end-to-end tests and docs/features.md name", () => {
    expect(epcOf(1001)).toEqual({ kind: "labelText", label: "B" });
    expect(epcOf(1031)).toMatchObject({ region: "flanders", epcClass: "e" });
    expect(renovationObligationApplies(epcOf(1031), { webId: 2, goal: "sale" })).toBe(true);
    expect(epcOf(1078)).toMatchObject({ region: "flanders", epcClass: "e" });
    expect(byId(1078)?.goal).toBe("rent");
    expect(epcOf(1026)).toMatchObject({ region: "wallonia", epcClass: "a_plus" });
    expect(epcOf(1068)).toMatchObject({ region: "brussels", epcClass: "e_sub" });
    expect(byId(viagerId)?.details).toMatchObject({
      IsViager: true,
      ViagerAnnuitantAges: "78, 81",
    });
  });

  it("fills the legal block of most Belgian properties, and leaves some rentals to the default deposit", () => {
    const belgian = properties.filter((p) => p.address.countryId === 10);
    const legal = belgian.filter((p) => p.texts.fr?.details.FloodZone);
    expect(legal.length / belgian.length).toBeGreaterThan(0.6);
    const rentals = properties.filter((p) => p.goal === "rent");
    const withoutDeposit = rentals.filter((p) => p.details.Deposit === undefined);
    expect(withoutDeposit.length).toBeGreaterThan(5);
    expect(withoutDeposit.length).toBeLessThan(rentals.length);
  });

  it("gives the project's units their VAT and every Belgian certificate its number", () => {
    expect(properties.filter((p) => p.details.VAT).map((p) => p.id)).toHaveLength(8);
    for (const p of properties)
      if (p.address.countryId === 10 && p.epcValue !== null && !p.projectId)
        expect(p.details.EPCUniqueCode, String(p.id)).toMatch(/^\d{8}-\d{7}-\d$/);
  });
});
