import { describe, expect, it } from "vitest";
import { recognizeVideo, youtubeEmbedUrl } from "./video.ts";

describe("recognizeVideo (spec §5)", () => {
  it.each([
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", { kind: "youtube", id: "dQw4w9WgXcQ" }],
    ["https://youtube.com/embed/dQw4w9WgXcQ?start=3", { kind: "youtube", id: "dQw4w9WgXcQ" }],
    ["https://www.youtube.com/shorts/dQw4w9WgXcQ", { kind: "youtube", id: "dQw4w9WgXcQ" }],
    ["https://youtu.be/dQw4w9WgXcQ", { kind: "youtube", id: "dQw4w9WgXcQ" }],
    ["https://vimeo.com/76979871", { kind: "vimeo", id: "76979871" }],
    ["https://player.vimeo.com/video/76979871", { kind: "vimeo", id: "76979871" }],
    [
      "https://cdn.agency.be/films/villa.MP4",
      { kind: "file", url: "https://cdn.agency.be/films/villa.MP4", extension: "mp4" },
    ],
    [
      "https://www.facebook.com/agency/videos/1234567890/",
      { kind: "facebook", url: "https://www.facebook.com/agency/videos/1234567890/" },
    ],
    ["https://fb.watch/abcDEF/", { kind: "facebook", url: "https://fb.watch/abcDEF/" }],
    [
      "https://my.matterport.com/show/?m=SxQL3iGyoDo",
      { kind: "tour3d", url: "https://my.matterport.com/show/?m=SxQL3iGyoDo" },
    ],
  ])("recognises %s", (url, expected) => {
    expect(recognizeVideo(url)).toEqual(expected);
  });

  it("recognises partner hosts by suffix, as configured", () => {
    expect(recognizeVideo("https://tours.partner-visit.be/x/1", ["partner-visit.be"])).toEqual({
      kind: "partner",
      url: "https://tours.partner-visit.be/x/1",
    });
    expect(recognizeVideo("https://notpartner-visit.be/x/1", ["partner-visit.be"])).toBeUndefined();
  });

  it.each([
    "https://www.youtube.com/watch?v=short",
    "https://vimeo.com/about",
    "https://www.facebook.com/agency/",
    "https://my.matterport.com/show/",
    "javascript:alert(1)",
    "not a url",
    "",
  ])("does not take %s for a video", (url) => {
    expect(recognizeVideo(url)).toBeUndefined();
  });

  it("embeds YouTube without related videos, with modest branding and a white bar (spec §9)", () => {
    expect(youtubeEmbedUrl("dQw4w9WgXcQ")).toBe(
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0&modestbranding=1&color=white",
    );
  });
});
