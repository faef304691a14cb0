import { describe, expect, it } from "vitest";
import { referencesTo } from "./media-references.ts";

const key = (id: number) => `${id}-0123456789ab`;

describe("referencesTo", () => {
  it("finds every imageRef and URL naming the file, by its path", () => {
    const config = {
      logo: { key: key(7), width: 10, height: 10, alt: {} },
      icon: { key: key(70), width: 10, height: 10, alt: {} },
      homeBanner: {
        type: "video",
        video: { url: `/files/${key(7)}/clip.mp4`, mimeType: "video/mp4" },
        images: [{ key: key(8) }, { key: key(7) }],
      },
      body: `<p><img src="/media/${key(7)}/600.webp"></p>`,
    };
    expect(referencesTo(config, key(7))).toEqual([
      "logo",
      "homeBanner.video.url",
      "homeBanner.images.1",
      "body",
    ]);
  });

  it("finds nothing for another file, another hash, a longer id or the key inside a text", () => {
    const value = {
      logo: { key: key(70) },
      stale: { key: "7-ffffffffffff" },
      note: "7-0123456789ab extra",
      url: "/media/17-0123456789ab/",
    };
    expect(referencesTo(value, key(7))).toEqual([]);
  });
});
