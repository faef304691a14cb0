import { describe, expect, it } from "vitest";
import { common } from "#app/locales/fr/common.ts";
import { property } from "#app/locales/fr/property.ts";
import { i18nFor } from "./i18n.ts";

describe("numbers in texts", () => {
  it("are written the Belgian Dutch way, as the prices beside them (docs/requirements.md §9)", () => {
    const { t } = i18nFor("fr", { common, property });
    expect(t("common:offer.surface", { value: 1642 })).toBe("1.642 m²");
    expect(t("property:property.epcValue", { value: 312.5 })).toBe("312,5 kWh/m² par an");
    expect(t("property:property.unitsOnOffer", { count: 1200 })).toBe(
      "1.200 logements disponibles",
    );
    expect(t("property:property.unitsOnOffer", { count: 1 })).toBe("1 logement disponible");
  });

  it("leave identifiers and years as they are", () => {
    const { t } = i18nFor("fr", { common, property });
    expect(t("property:property.reference", { id: 1096 })).toBe("Référence 1096");
    expect(t("common:shell.copyright", { year: 2026, name: "Immo" })).toBe(
      "© 2026 Immo. Tous droits réservés.",
    );
  });
});
