import { describe, expect, it } from "vitest";
import { isBot } from "./page-views.ts";

describe("which page views count (docs/requirements.md §15)", () => {
  it("leaves out bots and programs, not browsers", () => {
    expect(isBot("Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)")).toBe(
      true,
    );
    expect(isBot("Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/142.0 Safari/537.36")).toBe(true);
    expect(isBot("curl/8.5.0")).toBe(true);
    expect(isBot("")).toBe(true);
    expect(isBot(undefined)).toBe(true);
    expect(
      isBot(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148",
      ),
    ).toBe(false);
  });
});
