import { describe, expect, it } from "vitest";
import { cityMatches, foldText, propertyIdOf, searchKey } from "./search-text.ts";

describe("search text (docs/requirements.md §5 Search)", () => {
  it("folds case, accents and ligatures", () => {
    expect(foldText("Œuvre à LIÈGE, Straße")).toBe("oeuvre a liege, strasse");
    expect(searchKey("  Saint-Gilles   Bruxelles ")).toBe("saint-gilles bruxelles");
  });

  it("matches a city by zip, name without accents, or a word of its name", () => {
    const liege = { name: "Liège", zip: "4000" };
    const niklaas = { name: "Sint-Niklaas", zip: "9100" };
    expect(cityMatches(searchKey("LIEGE"), liege)).toBe(true);
    expect(cityMatches(searchKey("liè"), liege)).toBe(true);
    expect(cityMatches("40", liege)).toBe(true);
    expect(cityMatches("niklaas", niklaas)).toBe(true);
    expect(cityMatches("iege", liege)).toBe(false);
    expect(cityMatches("", liege)).toBe(false);
  });

  it("reads a property ID only from digits, whole", () => {
    expect(propertyIdOf("4711")).toBe(4711);
    expect(propertyIdOf("47 11")).toBeUndefined();
    expect(propertyIdOf("villa")).toBeUndefined();
  });
});
