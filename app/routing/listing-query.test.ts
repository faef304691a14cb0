import { describe, expect, it } from "vitest";
import { defaultListingQuery } from "#app/model/catalogue/listing-filter.ts";
import { fromList, listingSearch, parseListingQuery, widened } from "./listing-query.ts";

const parse = (query: string) => parseListingQuery(new URLSearchParams(query));

describe("listing query parameters (docs/requirements.md §2, §12)", () => {
  it("reads cities by name or postcode, types, a price range, bedrooms, surface and a text", () => {
    expect(
      parse(
        "city=Liège&city=+1050+&type=3&type=1&price-min=200000&price-max=450000&bedrooms=2&surface=90&q=Villa",
      ),
    ).toEqual({
      query: {
        filter: {
          cities: ["Liège", "1050"],
          types: [3, 1],
          priceMin: 200_000,
          priceMax: 450_000,
          bedroomsMin: 2,
          surfaceMin: 90,
          q: "Villa",
        },
        sort: "newest",
        page: 1,
        size: 12,
        defaultSize: 12,
      },
      invalid: false,
    });
  });

  it("reads the sort, the page and the page size", () => {
    expect(parse("sort=price-desc&page=3&per-page=24").query).toEqual({
      filter: {},
      sort: "price-desc",
      page: 3,
      size: 24,
      defaultSize: 12,
    });
  });

  it("leaves the agency's own page size out of links, and writes another one", () => {
    const query = parseListingQuery(new URLSearchParams("sort=price-asc"), 24).query;
    expect(query.size).toBe(24);
    expect(listingSearch(query)).toBe("?sort=price-asc");
    expect(listingSearch({ ...query, size: 12 })).toBe("?sort=price-asc&per-page=12");
    expect(parseListingQuery(new URLSearchParams("per-page=36"), 24).query.size).toBe(36);
  });

  it("ignores empty values, repeated values and other parameters", () => {
    expect(parse("city=&type=&q=+&price-min=&utm_source=x&type=2&type=2")).toEqual({
      query: { ...defaultListingQuery, filter: { types: [2] } },
      invalid: false,
    });
  });

  it("drops what it cannot read, and says so", () => {
    for (const bad of [
      "city=<script>",
      `city=${"a".repeat(81)}`,
      "type=villa",
      "type=-2",
      "price-min=lots",
      "bedrooms=-1",
      "sort=cheapest",
      "per-page=100",
      "page=0",
      "page=two",
    ]) {
      const { query, invalid } = parse(`${bad}&type=3`);
      expect(invalid, bad).toBe(true);
      expect(query.filter, bad).toEqual({ types: [3] });
      expect(query.sort, bad).toBe("newest");
      expect([query.page, query.size], bad).toEqual([1, 12]);
    }
  });

  it("writes a query back to the same URL, leaving defaults out", () => {
    const search =
      "?city=Li%C3%A8ge&city=1050&type=3&q=Villa&price-min=200000&bedrooms=2&sort=price-asc&per-page=24&page=2";
    const { query } = parse(search.slice(1));
    expect(listingSearch(query)).toBe(search);
    expect(listingSearch(defaultListingQuery)).toBe("");
    expect(parse(listingSearch(query).slice(1)).query).toEqual(query);
  });

  it("widens a search by one value, back on its first page", () => {
    const { query } = parse("city=Lasne&city=Wavre&bedrooms=2&page=3");
    expect(listingSearch(widened(query, "cities", "Lasne"))).toBe("?city=Wavre&bedrooms=2");
    expect(listingSearch(widened(query, "bedroomsMin"))).toBe("?city=Lasne&city=Wavre");
    expect(listingSearch(widened(widened(query, "cities", "Lasne"), "cities", "Wavre"))).toBe(
      "?bedrooms=2",
    );
  });

  it("carries the list in a property's link, even the plain list", () => {
    const { query } = parse("type=1&page=2");
    expect(fromList("/fr/a-vendre/lasne/villa/101/", query)).toBe(
      "/fr/a-vendre/lasne/villa/101/?from=type%3D1%26page%3D2",
    );
    expect(fromList("/fr/a-vendre/lasne/villa/101/", defaultListingQuery)).toBe(
      "/fr/a-vendre/lasne/villa/101/?from=",
    );
  });
});
