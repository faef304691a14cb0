import { describe, expect, it } from "vitest";
import { parseListingFilter } from "./listing-filter.ts";

const parse = (query: string) => parseListingFilter(new URLSearchParams(query));

describe("listing query parameters (spec §2)", () => {
  it("reads a city name, a postal code and a type", () => {
    expect(parse("city=Liège&type=3")).toEqual({
      filter: { city: "Liège", type: 3 },
      invalid: false,
    });
    expect(parse("city=+1050+")).toEqual({ filter: { city: "1050" }, invalid: false });
    expect(parse("city=Sint-Pieters-Woluwe")).toEqual({
      filter: { city: "Sint-Pieters-Woluwe" },
      invalid: false,
    });
  });

  it("ignores empty values and other parameters", () => {
    expect(parse("city=&type=&utm_source=x")).toEqual({ filter: {}, invalid: false });
  });

  it("drops what it cannot read, and says so", () => {
    expect(parse("city=<script>&type=3")).toEqual({ filter: { type: 3 }, invalid: true });
    expect(parse(`city=${"a".repeat(81)}`)).toEqual({ filter: {}, invalid: true });
    expect(parse("type=villa")).toEqual({ filter: {}, invalid: true });
    expect(parse("type=-2")).toEqual({ filter: {}, invalid: true });
  });
});
