import { deflateSync } from "node:zlib";
import sharp from "sharp";

// Small files of every kind the media library takes or refuses (issue 27, ADR 059), made in the test.

const picture = (width = 40, height = 20) =>
  sharp({ create: { width, height, channels: 3, background: "#2f5d7c" } });

export const mediaFixtures = {
  jpeg: () => picture().jpeg().toBuffer(),
  /** Stored 40 x 20, shown 20 x 40: EXIF orientation 6 turns it a quarter. */
  turnedJpeg: () => picture().jpeg().withMetadata({ orientation: 6 }).toBuffer(),
  png: (width?: number, height?: number) => picture(width, height).png().toBuffer(),
  webp: () => picture().webp().toBuffer(),
  avif: () => picture(64, 32).avif().toBuffer(),
  gif: () => picture().gif().toBuffer(),
  pdf: () =>
    Buffer.from(
      "%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
    ),
  mp4: () =>
    Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from("ftypisom", "latin1"),
      Buffer.from([0, 0, 2, 0]),
      Buffer.from("isomiso2mp41", "latin1"),
      Buffer.alloc(64),
    ]),
  webm: () =>
    Buffer.concat([
      Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84]),
      Buffer.from("webm", "latin1"),
      Buffer.alloc(64),
    ]),
  html: () => Buffer.from("<!DOCTYPE html><html><body><script>alert(1)</script></body></html>"),
  svg: () =>
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    ),
  /** A real JPEG with a script after its end: a browser sniffing it as HTML would run it. */
  jpegWithScript: async () =>
    Buffer.concat([await picture().jpeg().toBuffer(), Buffer.from("<script>alert(1)</script>")]),
  pdfWithScript: () =>
    Buffer.from(
      "%PDF-1.4\n1 0 obj\n<< /Type /Catalog /OpenAction << /S /J#61vaScript /JS (app.alert(1)) >> >>\nendobj\n%%EOF\n",
    ),
  /** The script is inside a compressed object stream, where a plain text search cannot see it. */
  pdfWithHiddenScript: () => {
    const hidden = deflateSync(Buffer.from("<< /S /JavaScript /JS (app.alert(1)) >>"));
    return Buffer.concat([
      Buffer.from("%PDF-1.5\n2 0 obj\n<< /Type /ObjStm /Filter /FlateDecode >>\nstream\n"),
      hidden,
      Buffer.from("\nendstream\nendobj\n%%EOF\n"),
    ]);
  },
};
