import { describe, expect, it } from "vitest";
import { homeBannerSchema } from "./site-config.ts";

// docs/requirements.md §2 home banner, video: its address lands in the page's <source src>, so it is a
// path of this site or an https address, never another scheme.
describe("the home banner's video address", () => {
  const poster = { key: "1-0123456789ab", width: 1920, height: 1080 };
  const banner = (url: string) =>
    homeBannerSchema.safeParse({ type: "video", video: { url, mimeType: "video/mp4" }, poster });

  it.each(["/demo/banner.webm", "/files/12-0123456789ab/clip.mp4", "https://cdn.agency.be/a.mp4"])(
    "takes %s",
    (url) => expect(banner(url).success).toBe(true),
  );

  it.each([
    "javascript:alert(1)",
    "data:video/mp4;base64,AAAA",
    "//evil.example/a.mp4",
    "/\\evil.example/a.mp4",
    "http://cdn.agency.be/a.mp4",
    " /demo/banner.webm",
    "",
  ])("refuses %j", (url) => expect(banner(url).success).toBe(false));
});
