import { describe, expect, it } from "vitest";
import { imageRef as imageRefSchema } from "#app/model/config/site-config.ts";
import {
  imageRefOf,
  type MediaItem,
  openUrlOf,
  pickerImageOf,
  thumbnailOf,
} from "./media-library.ts";

const sha256 = "0123456789abcdef".repeat(4);
const photo: MediaItem = {
  id: 3,
  mediaFileId: 42,
  sha256,
  kind: "image",
  name: "façade.jpg",
  mimeType: "image/jpeg",
  bytes: 120_000,
  width: 1200,
  height: 800,
  alt: { en: "The front", fr: "La façade" },
  createdAt: "2026-11-27T21:00:00.000Z",
};

describe("imageRefOf", () => {
  it("names a library photo as the site configuration stores an image", () => {
    const ref = imageRefOf(photo);
    expect(ref).toEqual({
      key: "42-0123456789ab",
      width: 1200,
      height: 800,
      alt: { en: "The front", fr: "La façade" },
    });
    expect(imageRefSchema.safeParse(ref).success).toBe(true);
  });

  it("names no PDF, no video and no image without a size", () => {
    expect(imageRefOf({ ...photo, kind: "pdf", width: null, height: null })).toBeUndefined();
    expect(imageRefOf({ ...photo, kind: "video" })).toBeUndefined();
    expect(imageRefOf({ ...photo, width: null })).toBeUndefined();
  });
});

describe("openUrlOf", () => {
  it("opens a PDF or a video by its content's extension, a photo at its largest variant", () => {
    const pdf = {
      ...photo,
      kind: "pdf",
      mimeType: "application/pdf",
      name: "brochure.bin",
    } as const;
    expect(openUrlOf(pdf)).toBe("/files/42-0123456789ab/brochure.pdf");
    expect(openUrlOf({ ...photo, kind: "video", mimeType: "video/webm", name: "clip" })).toBe(
      "/files/42-0123456789ab/clip.webm",
    );
    expect(openUrlOf(photo)).toBe("/media/42-0123456789ab/1024.jpg");
  });
});

describe("the picker's and the grid's images", () => {
  it("offers a thumbnail no wider than the grid needs, at the photo's own ratio", () => {
    expect(thumbnailOf(photo)).toEqual({
      src: "/media/42-0123456789ab/400.webp",
      width: 400,
      height: 267,
    });
    expect(thumbnailOf({ ...photo, width: 60, height: 30 })).toEqual({
      src: "/media/42-0123456789ab/100.webp",
      width: 60,
      height: 30,
    });
  });

  it("posts the imageRef as JSON, with the description in the desk's language", () => {
    const image = pickerImageOf(photo, "fr");
    expect(image).toMatchObject({ key: "42-0123456789ab", name: "façade.jpg", alt: "La façade" });
    expect(JSON.parse(image?.value ?? "")).toEqual(imageRefOf(photo));
    expect(pickerImageOf(photo, "de")?.alt).toBe("");
    expect(pickerImageOf({ ...photo, kind: "pdf" }, "en")).toBeUndefined();
  });
});
