import { describe, expect, it } from "vitest";
import { landingSource, readLeadSource } from "./lead-source.ts";

const site = (path: string) => new URL(`https://www.immo.example${path}`);

describe("a lead's source", () => {
  it("keeps the UTM parameters, gclid, other site and landing page", () => {
    expect(
      landingSource(
        site("/fr/a-vendre/?utm_source=google&utm_campaign=spring&gclid=abc&page=2"),
        "https://www.google.com/",
      ),
    ).toEqual({
      utm: { utm_source: "google", utm_campaign: "spring" },
      gclid: "abc",
      referrer: "https://www.google.com/",
      landingPage: "/fr/a-vendre/?utm_source=google&utm_campaign=spring&gclid=abc&page=2",
    });
  });

  it("says nothing for a visit from our own pages or without a trace", () => {
    expect(landingSource(site("/fr/contact/"), "https://www.immo.example/fr/")).toBeUndefined();
    expect(landingSource(site("/fr/contact/?page=2"), undefined)).toBeUndefined();
  });

  it("reads back only what it wrote", () => {
    expect(readLeadSource({ gclid: "abc", landingPage: "/fr/" })).toEqual({
      gclid: "abc",
      landingPage: "/fr/",
    });
    expect(readLeadSource({ gclid: "x".repeat(301) })).toBeUndefined();
    expect(readLeadSource({ utm: { evil: "1" } })).toBeUndefined();
    expect(readLeadSource("text")).toBeUndefined();
  });
});
