import { describe, expect, it } from "vitest";
import { formRenderedAt, signFormTime } from "./form-time.server.ts";

const key = "k".repeat(43);
const renderedAt = Date.UTC(2026, 10, 23, 20, 0);

describe("the signed form time", () => {
  it("gives back the time the form was rendered", () => {
    expect(formRenderedAt(key, signFormTime(key, renderedAt))).toBe(renderedAt);
  });

  it("refuses a time moved back, another key's, and what is not a form time", () => {
    const [, signature] = signFormTime(key, renderedAt).split(".");
    expect(formRenderedAt(key, `${renderedAt - 60_000}.${signature}`)).toBeUndefined();
    expect(formRenderedAt(key, signFormTime("x".repeat(43), renderedAt))).toBeUndefined();
    for (const value of [null, "", "123", `${renderedAt}.`, `${renderedAt}.${"a".repeat(43)}`])
      expect(formRenderedAt(key, value)).toBeUndefined();
  });
});
