import { describe, expect, it } from "vitest";
import { slideWindow, swipeStep, wrapIndex } from "./slideshow.ts";

describe("wrapIndex", () => {
  it("goes round from the last photo to the first and back", () => {
    expect(wrapIndex(12, 12)).toBe(0);
    expect(wrapIndex(-1, 12)).toBe(11);
    expect(wrapIndex(5, 12)).toBe(5);
    expect(wrapIndex(25, 12)).toBe(1);
  });

  it("stays on the only photo", () => {
    expect(wrapIndex(1, 1)).toBe(0);
    expect(wrapIndex(-1, 1)).toBe(0);
  });
});

describe("slideWindow", () => {
  it("keeps the shown photo, the next and the previous", () => {
    expect(slideWindow(3, 12)).toEqual([3, 4, 2]);
  });

  it("takes its neighbours round the ends", () => {
    expect(slideWindow(0, 12)).toEqual([0, 1, 11]);
    expect(slideWindow(11, 12)).toEqual([11, 0, 10]);
  });

  it("names each photo once when there are only one or two", () => {
    expect(slideWindow(0, 2)).toEqual([0, 1]);
    expect(slideWindow(1, 2)).toEqual([1, 0]);
    expect(slideWindow(0, 1)).toEqual([0]);
  });
});

describe("swipeStep", () => {
  it("shows the next photo on a swipe to the left, the previous on a swipe to the right", () => {
    expect(swipeStep(-80, 10)).toBe(1);
    expect(swipeStep(80, -10)).toBe(-1);
  });

  it("ignores a tap, a short move and a mostly vertical one", () => {
    expect(swipeStep(0, 0)).toBe(0);
    expect(swipeStep(-20, 0)).toBe(0);
    expect(swipeStep(-60, 90)).toBe(0);
  });
});
