import { describe, expect, it } from "vitest";
import { localizedValue } from "./localized.ts";

describe("localizedValue (docs/requirements.md §3)", () => {
  it("takes the language, then its upper-case key, then empty", () => {
    expect(localizedValue({ fr: "Maison", NL: "Huis" }, "fr")).toBe("Maison");
    expect(localizedValue({ fr: "Maison", NL: "Huis" }, "nl")).toBe("Huis");
    expect(localizedValue({ fr: "Maison" }, "de")).toBe("");
    expect(localizedValue(undefined, "en")).toBe("");
    expect(localizedValue({ en: null, EN: "House" }, "en")).toBe("House");
  });
});
