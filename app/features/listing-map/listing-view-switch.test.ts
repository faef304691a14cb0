import { describe, expect, it } from "vitest";
import { viewSearch } from "./listing-view-switch.tsx";

describe("the list/map switch's addresses (docs/requirements.md §12)", () => {
  it("adds the map view to the filters, and takes it away again", () => {
    expect(viewSearch("?city=Lasne&type=1", true)).toBe("?city=Lasne&type=1&view=map");
    expect(viewSearch("?city=Lasne&view=map&type=1", false)).toBe("?city=Lasne&type=1");
    expect(viewSearch("", true)).toBe("?view=map");
    expect(viewSearch("?view=map", false)).toBe("");
  });

  it("never repeats the view", () => {
    expect(viewSearch("?view=map&view=list", true)).toBe("?view=map");
  });
});
