import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { pickerImageOf } from "#app/model/admin/media-library.ts";
import { MediaPicker } from "./media-picker.tsx";

const image = (mediaFileId: number, name: string) => {
  const picked = pickerImageOf(
    {
      id: mediaFileId,
      mediaFileId,
      sha256: "ab".repeat(32),
      kind: "image",
      name,
      mimeType: "image/png",
      bytes: 1000,
      width: 800,
      height: 600,
      alt: { en: `Photo ${name}` },
      createdAt: "2026-11-27T21:00:00.000Z",
    },
    "en",
  );
  if (!picked) throw new Error("not an image");
  return picked;
};

describe("the media picker", () => {
  const images = [image(5, "logo.png"), image(6, "banner.png")];
  const html = renderToString(
    <MediaPicker name="logo" legend="Logo" images={images} selected="6-abababababab" />,
  );

  it("offers each image as a radio button posting its imageRef, the current one checked", () => {
    const radios = html.match(/<input type="radio" name="logo"[^>]*>/g) ?? [];
    const value = (radio: string) => /value="([^"]*)"/.exec(radio)?.[1]?.replaceAll("&quot;", '"');
    expect(radios.map(value)).toEqual(["", images[0]?.value, images[1]?.value]);
    expect(radios.map((radio) => radio.includes('checked=""'))).toEqual([false, false, true]);
  });

  it("shows each image's sized, lazy thumbnail with its description, inside a labelled group", () => {
    expect(html).toContain("<legend>Logo</legend>");
    expect(html).toContain(
      '<img src="/media/5-abababababab/400.webp" width="400" height="300" alt="Photo logo.png" loading="lazy" decoding="async"/>',
    );
  });
});
