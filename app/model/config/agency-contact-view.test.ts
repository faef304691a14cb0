import { describe, expect, it } from "vitest";
import { officeHoursView, socialLinksView } from "./agency-contact-view.ts";

describe("the agency's office hours and social links on the site", () => {
  it("list the week from Monday in the visitor's language, closed days without hours", () => {
    const hours = { mon: ["09:00-12:30", "13:30-18:00"], sat: ["10:00-12:00"] };
    const nl = officeHoursView(hours, "nl");
    expect(nl.map((day) => day.day)).toEqual([
      "maandag",
      "dinsdag",
      "woensdag",
      "donderdag",
      "vrijdag",
      "zaterdag",
      "zondag",
    ]);
    expect(nl[0]?.ranges).toEqual(["09:00–12:30", "13:30–18:00"]);
    expect(nl[1]?.ranges).toEqual([]);
    expect(officeHoursView(hours, "fr")[5]).toEqual({ day: "samedi", ranges: ["10:00–12:00"] });
    expect(officeHoursView({}, "en")).toEqual([]);
  });

  it("show the social links given, in a fixed order, named by their network", () => {
    expect(
      socialLinksView({ x: "https://x.com/immo", facebook: "https://facebook.com/immo" }),
    ).toEqual([
      { icon: "facebook", network: "Facebook", href: "https://facebook.com/immo" },
      { icon: "x", network: "X", href: "https://x.com/immo" },
    ]);
  });
});
