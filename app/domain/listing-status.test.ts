import { describe, expect, it } from "vitest";
import { isVisible, onOfferStatuses, visibleStatuses } from "./listing-status.ts";

describe("listing statuses (docs/requirements.md §3 Status)", () => {
  it("offers available and option properties only", () => {
    expect(onOfferStatuses).toEqual(["available", "option"]);
  });

  it("shows the page of every status but withdrawn", () => {
    expect(visibleStatuses).toEqual(["available", "option", "sold", "rented"]);
    expect(["available", "option", "sold", "rented"].every(isVisible)).toBe(true);
    expect(isVisible("withdrawn")).toBe(false);
    expect(isVisible("")).toBe(false);
  });
});
