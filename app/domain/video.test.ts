import { describe, expect, it } from "vitest";
import { frameOrigin, recognizeVideo, videoView, youtubeEmbedUrl } from "./video.ts";

describe("recognizeVideo (docs/requirements.md §5)", () => {
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

  it("embeds YouTube without related videos, with modest branding and a white bar (docs/requirements.md §9)", () => {
    expect(youtubeEmbedUrl("dQw4w9WgXcQ")).toBe(
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0&modestbranding=1&color=white",
    );
  });

  it("plays YouTube on the privacy-enhanced host with docs/requirements.md §9's parameters, linked to its watch page", () => {
    const view = videoView({ kind: "youtube", id: "dQw4w9WgXcQ" });
    expect(view).toEqual({
      kind: "youtube",
      service: "YouTube",
      embedUrl:
        "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0&modestbranding=1&color=white&autoplay=1",
      url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    });
    expect(frameOrigin(view)).toBe("https://www.youtube-nocookie.com");
  });

  it("plays Vimeo without its branding, in white, without tracking", () => {
    const view = videoView({ kind: "vimeo", id: "76979871" });
    expect(view.embedUrl).toBe(
      "https://player.vimeo.com/video/76979871?dnt=1&title=0&byline=0&portrait=0&color=ffffff&autoplay=1",
    );
    expect(view.url).toBe("https://vimeo.com/76979871");
    expect(frameOrigin(view)).toBe("https://player.vimeo.com");
  });

  it("frames Facebook videos through its video plugin", () => {
    const url = "https://www.facebook.com/agency/videos/1234567890/";
    expect(videoView({ kind: "facebook", url }).embedUrl).toBe(
      "https://www.facebook.com/plugins/video.php?href=https%3A%2F%2Fwww.facebook.com%2Fagency%2Fvideos%2F1234567890%2F&show_text=false",
    );
  });

  it("frames 3D tours and partner hosts over https, named by their service", () => {
    const tour = videoView({ kind: "tour3d", url: "http://my.matterport.com/show/?m=SxQL3iGyoDo" });
    expect(tour).toMatchObject({
      service: "Matterport",
      embedUrl: "https://my.matterport.com/show/?m=SxQL3iGyoDo",
      url: "http://my.matterport.com/show/?m=SxQL3iGyoDo",
    });
    const partner = videoView({ kind: "partner", url: "https://www.zimmo.be/tour/12" });
    expect(partner.service).toBe("zimmo.be");
    expect(frameOrigin(partner)).toBe("https://www.zimmo.be");
  });

  it("plays files in the page, with their type and no frame", () => {
    const view = videoView({
      kind: "file",
      url: "https://cdn.agency.be/villa.webm",
      extension: "webm",
    });
    expect(view).toMatchObject({ url: "https://cdn.agency.be/villa.webm", mimeType: "video/webm" });
    expect(frameOrigin(view)).toBeUndefined();
  });
});
