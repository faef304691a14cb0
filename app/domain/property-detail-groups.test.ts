import { describe, expect, it } from "vitest";
import { type DetailsInput, detailGroups } from "./property-detail-groups.ts";

const bare: DetailsInput = { goal: "sale", price: 325000, details: {}, texts: {} };
const rowsOf = (input: DetailsInput, group: string) =>
  detailGroups(input).find((g) => g.key === group)?.rows ?? [];
const keysOf = (input: DetailsInput, group: string) => rowsOf(input, group).map((r) => r.key);

describe("detailGroups (docs/requirements.md §3 attributes known from labels)", () => {
  it("shows a row only when the CRM gives a value, and a group only when it has a row", () => {
    expect(detailGroups(bare).map((g) => g.key)).toEqual(["money"]);
    expect(rowsOf(bare, "money")).toEqual([{ key: "Price", value: { kind: "price" } }]);
    const some = {
      ...bare,
      bedrooms: 3,
      details: { Garages: 0, Toilets: 2 },
      texts: { Roof: " " },
    };
    expect(keysOf(some, "rooms")).toEqual(["BedRooms", "Toilets"]);
    expect(detailGroups(some).map((g) => g.key)).toEqual(["rooms", "money"]);
  });

  it("keeps the groups and their rows in page order", () => {
    const full: DetailsInput = {
      goal: "sale",
      price: 400000,
      bedrooms: 3,
      bathrooms: 1,
      surfaceLiving: 180,
      surfaceGround: 600,
      details: {
        Floors: 2,
        ShowerRooms: 1,
        Parkings: 1,
        Garages: 1,
        Toilets: 2,
        PlotWidth: 12,
        SurfaceTotal: 650,
        FrontWidth: 8.5,
        Facades: 3,
        RenovationYear: 2015,
        ConstructionYear: 1962,
        AvailableFrom: "2027-01-01",
        IsViager: true,
        ViagerMonthlyAnnuity: 950,
        ViagerBouquet: 60000,
        VAT: 1,
        NotaryFees: 4200,
        CadastralIncome: 1240,
        JudicialDecision: "onRequest",
        Summons: false,
        BuildingPermit: true,
      },
      texts: {
        Roof: "Slate",
        Heating: "Gas",
        FloodZone: "Not in a flood zone",
        Availability: "At the deed",
      },
    };
    expect(detailGroups(full).map((g) => [g.key, g.rows.map((r) => r.key)])).toEqual([
      [
        "rooms",
        ["BedRooms", "BathRooms", "ShowerRooms", "Toilets", "Garages", "Parkings", "Floors"],
      ],
      ["surfaces", ["SurfaceTotal", "SurfaceGround", "SurfaceLiving", "FrontWidth", "PlotWidth"]],
      ["building", ["ConstructionYear", "RenovationYear", "Facades", "Heating", "Roof"]],
      ["availability", ["Availability", "AvailableFrom"]],
      ["viager", ["ViagerBouquet", "ViagerMonthlyAnnuity"]],
      ["money", ["Price", "NotaryFees", "VAT"]],
      ["legal", ["FloodZone", "BuildingPermit", "Summons", "JudicialDecision", "CadastralIncome"]],
    ]);
    expect(rowsOf(full, "legal")[2]).toEqual({
      key: "Summons",
      value: { kind: "yesNo", value: false },
    });
    expect(rowsOf(full, "viager")[1]?.value).toEqual({ kind: "money", value: 950, perMonth: true });
  });

  it("shows annuity figures only on an annuity sale", () => {
    expect(keysOf({ ...bare, details: { ViagerBouquet: 50000 } }, "viager")).toEqual([]);
  });

  it("names the price of a rental its monthly rent", () => {
    expect(keysOf({ ...bare, goal: "rent", price: 950 }, "money")[0]).toBe("MonthlyRent");
  });
});

describe("the deposit (docs/requirements.md §9: three months' rent)", () => {
  const rental: DetailsInput = { ...bare, goal: "rent", price: 1150 };
  const depositOf = (input: DetailsInput) =>
    rowsOf(input, "money").find((r) => r.key === "Deposit")?.value;

  it("defaults to three months' rent, saying so, when the CRM gives none", () => {
    expect(depositOf(rental)).toEqual({ kind: "money", value: 3450, depositDefault: true });
  });

  it("takes the CRM's deposit when it gives one", () => {
    expect(depositOf({ ...rental, details: { Deposit: 2000 } })).toEqual({
      kind: "money",
      value: 2000,
    });
  });

  it("has no default for a hidden rent (it would show the rent) nor for a sale", () => {
    expect(depositOf({ ...rental, price: null })).toBeUndefined();
    expect(depositOf(bare)).toBeUndefined();
  });

  it("comes after the charges and fees, before the agency's costs", () => {
    const input = {
      ...rental,
      details: { AgencyCost: 300, ChargesRenter: 80, InventoryCost: 150 },
    };
    expect(keysOf(input, "money")).toEqual([
      "MonthlyRent",
      "ChargesRenter",
      "Deposit",
      "AgencyCost",
      "InventoryCost",
    ]);
  });
});
