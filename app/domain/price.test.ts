import { describe, expect, it } from "vitest";
import { formatEuro, priceDisplay } from "./price.ts";

const nbsp = "\u00a0";

describe("price display", () => {
  it("writes euros the Belgian Dutch way", () => {
    expect(formatEuro(325000)).toBe(`€${nbsp}325.000`);
    expect(formatEuro(1250000)).toBe(`€${nbsp}1.250.000`);
    expect(formatEuro(950)).toBe(`€${nbsp}950`);
  });

  it("shows cents only when there are some", () => {
    expect(formatEuro(1234.56)).toBe(`€${nbsp}1.234,56`);
    expect(formatEuro(1234.5)).toBe(`€${nbsp}1.234,50`);
    expect(formatEuro(1234.004)).toBe(`€${nbsp}1.234`);
    expect(formatEuro(209000)).toBe(`€${nbsp}209.000`);
  });

  it("marks 'from' prices (unit 7) and monthly rents", () => {
    expect(priceDisplay({ price: 225000, publishPrice: true, priceUnit: 7, goal: "sale" })).toEqual(
      {
        kind: "amount",
        text: `€${nbsp}225.000`,
        from: true,
        perMonth: false,
      },
    );
    expect(
      priceDisplay({ price: 950, publishPrice: true, priceUnit: null, goal: "rent" }),
    ).toMatchObject({
      from: false,
      perMonth: true,
    });
  });

  it.each([
    [{ price: 325000, publishPrice: false }],
    [{ price: null, publishPrice: true }],
    [{ price: Number.NaN, publishPrice: true }],
    [{ price: 0, publishPrice: true }],
  ])("shows 'on request' for %o", (input) => {
    expect(priceDisplay({ priceUnit: null, goal: "sale", ...input })).toEqual({
      kind: "onRequest",
    });
  });
});
