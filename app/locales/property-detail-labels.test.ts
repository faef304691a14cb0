import { describe, expect, it } from "vitest";
import { type DetailsInput, detailGroups } from "#app/domain/property-detail-groups.ts";
import { languages } from "#app/i18n/languages.ts";
import { localizedDetailKeys } from "#app/model/catalogue/property-details.ts";
import { messages } from "./messages.server.ts";

// docs/requirements.md §13: a property's page never shows a message key in place of a detail's label.

describe("every row's label", () => {
  it("exists in the four languages, for every field the groups can show", () => {
    const everything: DetailsInput = {
      goal: "sale",
      price: 1,
      bedrooms: 1,
      bathrooms: 1,
      surfaceLiving: 1,
      surfaceGround: 1,
      details: {
        ...Object.fromEntries(
          [
            "ShowerRooms",
            "Toilets",
            "Garages",
            "Parkings",
            "Floors",
            "Facades",
            "SurfaceTotal",
            "SurfaceTerrace",
            "SurfaceGarden",
            "SurfaceOffice",
            "SurfaceConstructed",
            "FrontWidth",
            "PlotWidth",
            "ConstructionYear",
            "RenovationYear",
            "ChargesRenter",
            "ChargesOwner",
            "NotaryFees",
            "RegistrationRights",
            "VAT",
            "Deposit",
            "AgencyCost",
            "InventoryCost",
            "ViagerBouquet",
            "ViagerMonthlyAnnuity",
            "CadastralIncome",
          ].map((key) => [key, 1500]),
        ),
        BuildingPermit: true,
        SubdivisionPermit: true,
        PreEmptionRight: true,
        Summons: true,
        JudicialDecision: "yes",
        AvailableFrom: "2027-01-01",
        IsViager: true,
        ViagerAnnuitantAges: "80",
      },
      texts: Object.fromEntries(localizedDetailKeys.map((key) => [key, "text"])),
    };
    const keys = detailGroups(everything).flatMap((g) => g.rows.map((r) => r.key));
    expect(keys).toHaveLength(47);
    for (const language of languages)
      expect(keys.filter((key) => !(key in messages[language].property.details.rows))).toEqual([]);
  });
});
