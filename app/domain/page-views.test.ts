import { describe, expect, it } from "vitest";
import { isBot, readRecentViews, repeatsRecentView, writeRecentViews } from "./page-views.ts";

describe("which page views count (issue 15)", () => {
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

  it("counts one visitor's views of one property once in 30 minutes", () => {
    const views = readRecentViews("1004:1000,1008:990");
    expect(repeatsRecentView(views, 1004, 1029)).toBe(true);
    expect(repeatsRecentView(views, 1004, 1030)).toBe(false);
    expect(repeatsRecentView(views, 1012, 1001)).toBe(false);
    expect(writeRecentViews(views, 1012, 1025)).toBe("1004:1000,1012:1025");
  });

  it("reads a tampered cookie as what it can", () => {
    expect([...readRecentViews("1004:1000,<script>,x:y,1008:2")]).toEqual([
      [1004, 1000],
      [1008, 2],
    ]);
    expect(readRecentViews(undefined).size).toBe(0);
  });
});
