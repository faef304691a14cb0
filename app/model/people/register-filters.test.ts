import { describe, expect, it } from "vitest";
import { parseDemandFilter, parseSubscriberFilter } from "./register-filters.ts";

describe("the desk's register filters in the URL", () => {
  it("reads every filter it knows", () => {
    expect(
      parseDemandFilter(
        new URLSearchParams(
          "status=confirmed&language=fr&q=+Gent+&from=2026-11-01&to=2026-11-30&page=2",
        ),
      ),
    ).toEqual({
      status: "confirmed",
      language: "fr",
      q: "Gent",
      from: "2026-11-01",
      to: "2026-11-30",
      page: 2,
    });
    expect(parseSubscriberFilter(new URLSearchParams("status=unsubscribed"))).toEqual({
      status: "unsubscribed",
    });
  });

  it("leaves out each value it refuses, keeping the others", () => {
    expect(
      parseDemandFilter(
        new URLSearchParams(
          `status=pending&language=xx&q=${"a".repeat(101)}&from=2026-13-45&to=yesterday&page=0&sort=x`,
        ),
      ),
    ).toEqual({});
    expect(parseSubscriberFilter(new URLSearchParams("status=confirmed&page=-3&q="))).toEqual({
      status: "confirmed",
    });
  });
});
