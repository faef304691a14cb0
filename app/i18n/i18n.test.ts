import { describe, expect, it, vi } from "vitest";
import { common as commonDe } from "#app/locales/de/common.ts";
import { property as propertyDe } from "#app/locales/de/property.ts";
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

describe("a text asked without values", () => {
  it("is resolved once per language and namespaces; a text with values each time (issue 29)", () => {
    const instance = i18nFor("de", { common: commonDe, property: propertyDe });
    const { translator } = instance as unknown as { translator: { translate: () => unknown } };
    const resolve = vi.spyOn(translator, "translate");
    // As react-i18next asks for its function: language, namespace, key prefix, namespaces in scope.
    const fixedT = instance.getFixedT as unknown as (
      ...args: [string, string, undefined, { scopeNs: string[] }]
    ) => (key: string) => string;
    const t = fixedT("de", "common", undefined, { scopeNs: ["common"] });
    expect(fixedT("de", "common", undefined, { scopeNs: ["common"] })).toBe(t);
    for (let i = 0; i < 3; i++) {
      expect(t("shell.skipToContent")).toBe("Zum Hauptinhalt springen");
      expect(instance.t("property:property.reference", { id: 1096 + i })).toBe(
        `Referenz ${1096 + i}`,
      );
      expect(instance.t("common:shell.skipToContent")).toBe("Zum Hauptinhalt springen");
    }
    expect(resolve).toHaveBeenCalledTimes(2 + 3);
  });
});
