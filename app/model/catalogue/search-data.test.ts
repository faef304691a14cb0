import { describe, expect, it } from "vitest";
import { searchCardText } from "./search-card-text.ts";
import {
  goalWithOffers,
  indexSearchData,
  maxResults,
  type SearchData,
  searchResults,
} from "./search-data.ts";

const data: SearchData = {
  cities: [
    { name: "Liège", zip: "4000", sale: 2, rent: 2 },
    { name: "Sint-Genesius-Rode", zip: "1640", sale: 3, rent: 0 },
    { name: "Lasne", zip: "1380", sale: 3, rent: 1 },
    { name: "Louvain-la-Neuve", zip: "1348", sale: 2, rent: 1 },
    { name: "Leuven", zip: "3000", sale: 0, rent: 1 },
    { name: "Ostende", zip: "8400", sale: 4, rent: 2 },
  ],
  types: [
    { id: 1, name: "Villa/Maison/Ferme", sale: 17, rent: 6 },
    { id: 2, name: "Appartement", sale: 24, rent: 10 },
  ],
  sale: [1001, 1002],
  rent: [1006],
};
const index = indexSearchData(data);
const names = (query: string) => searchResults(index, query).cities.map((c) => c.name);

describe("home search matching (docs/requirements.md §5)", () => {
  it("finds a city by its name without accents or case", () => {
    expect(names("LIEGE")).toEqual(["Liège"]);
    expect(names("liè")).toEqual(["Liège"]);
  });

  it("finds a city by a later word of its name and by its postal code", () => {
    expect(names("rode")).toEqual(["Sint-Genesius-Rode"]);
    expect(names("13")).toEqual(["Lasne", "Louvain-la-Neuve"]);
  });

  it("puts names that start with the query first, alphabetically, then postal codes", () => {
    expect(names("l")).toEqual(["Lasne", "Leuven", "Liège", "Louvain-la-Neuve"]);
    const withZip = indexSearchData({
      ...data,
      cities: [
        { name: "Zandvoorde", zip: "8400", sale: 1, rent: 0 },
        { name: "Achtbaan", zip: "1000", sale: 1, rent: 0 },
        { name: "8400-Stad", zip: "9999", sale: 1, rent: 0 },
      ],
    });
    expect(searchResults(withZip, "84").cities.map((c) => c.name)).toEqual([
      "8400-Stad",
      "Zandvoorde",
    ]);
  });

  it("finds a type by any of its words", () => {
    expect(searchResults(index, "maison").types.map((t) => t.id)).toEqual([1]);
    expect(searchResults(index, "app").types.map((t) => t.id)).toEqual([2]);
  });

  it("finds a property only by its whole ID, with its goal", () => {
    expect(searchResults(index, "1006").property).toEqual({ id: 1006, goal: "rent" });
    expect(searchResults(index, " 1001 ").property).toEqual({ id: 1001, goal: "sale" });
    expect(searchResults(index, "100").property).toBeUndefined();
    expect(searchResults(index, "9999").property).toBeUndefined();
  });

  it("empties every list when the text is cleared", () => {
    expect(searchResults(index, "   ")).toEqual({ cities: [], types: [] });
  });

  it(`shows at most ${maxResults} cities`, () => {
    const many = indexSearchData({
      ...data,
      cities: Array.from({ length: 20 }, (_, i) => ({
        name: `Bois ${i}`,
        zip: String(1000 + i),
        sale: 1,
        rent: 0,
      })),
    });
    expect(searchResults(many, "bois").cities).toHaveLength(maxResults);
  });

  it("links a city or type to the goal that has offers, sale first", () => {
    expect(goalWithOffers({ sale: 2, rent: 2 })).toBe("sale");
    expect(goalWithOffers({ sale: 0, rent: 1 })).toBe("rent");
  });
});

describe("the matched property's text (docs/requirements.md §5 cleaning, §9 cut to 100 characters)", () => {
  it("is plain text cut at a word before 100 characters, with an ellipsis", () => {
    const text = searchCardText(
      "<p>Superbe villa &amp; jardin.</p><p>Elle offre 240 m² habitables avec 4 chambres, un bureau et un garage double dans un quartier calme.</p>",
    );
    expect(text).toBe(
      "Superbe villa & jardin. Elle offre 240 m² habitables avec 4 chambres, un bureau et un garage double…",
    );
    expect(text.length).toBeLessThanOrEqual(101);
  });

  it("keeps a short text whole", () => {
    expect(searchCardText("Studio meublé")).toBe("Studio meublé");
  });
});
