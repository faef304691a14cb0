import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { originalPath, storeMediaFile } from "#app/data/media/media-store.server.ts";
import { fileUrl, mediaKey } from "#app/model/media/image-variants.ts";
import { formPdf } from "#scripts/demo/pdf.ts";
import { writeSnapshotFolder } from "#tests/support/snapshot-files.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";

/** The demo's video file (scripts/demo/video/README.md). */
const demoVideo = join(import.meta.dirname, "../scripts/demo/video/visit.webm");

describe(`downloadable documents on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let site: Awaited<ReturnType<typeof createTestApp>>;
  let pdfKey: string;
  let photoKey: string;
  let pdf: Buffer;
  let dir: string;
  let mediaDir: string;
  const get = (path: string) => site.app.request(`http://localhost${path}`);

  beforeAll(async () => {
    database = await createTestDatabase();
    dir = await mkdtemp(join(tmpdir(), "site-files-"));
    mediaDir = join(dir, "media");
    site = await createTestApp(database, { mediaDir });
    pdf = formPdf("Offre d'achat", "Acompte de 10 %.", ["Nom et prénom"], "Immo Lumière");
    await writeFile(join(dir, "offer.pdf"), pdf);
    const stored = await storeMediaFile(database.db, mediaDir, join(dir, "offer.pdf"), new Date());
    pdfKey = mediaKey(stored.id, stored.sha256);
    const folder = await writeSnapshotFolder();
    const photo = await storeMediaFile(
      database.db,
      mediaDir,
      join(folder, "photos/101-1.jpg"),
      new Date(),
    );
    photoKey = mediaKey(photo.id, photo.sha256);
  });
  afterAll(() => database.dispose());

  it("serves a stored PDF under the name the visitor will see, cached for a year", async () => {
    const res = await get(fileUrl(pdfKey, "Offre d'achat (FR).pdf"));
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/pdf");
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await res.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it("keeps the accents of the name the visitor downloads (RFC 6266)", async () => {
    const url = fileUrl(pdfKey, "Relevé du compteur d'eau.pdf");
    expect(url).toBe(`/files/${pdfKey}/Relev%C3%A9%20du%20compteur%20d'eau.pdf`);
    const res = await get(url);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Disposition")).toBe(
      `inline; filename="Releve du compteur d'eau.pdf"; filename*=UTF-8''Relev%C3%A9%20du%20compteur%20d%27eau.pdf`,
    );
  });

  it("serves a stored video file for a property page's player, with its video type", async () => {
    const video = await storeMediaFile(database.db, mediaDir, demoVideo, new Date());
    const key = mediaKey(video.id, video.sha256);
    const res = await get(fileUrl(key, "video.webm"));
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("video/webm");
    expect(Buffer.from(await res.arrayBuffer()).equals(await readFile(demoVideo))).toBe(true);
    // Each extension serves only its own type.
    expect((await get(fileUrl(key, "video.mp4"))).status).toBe(404);
    expect((await get(fileUrl(key, "video.pdf"))).status).toBe(404);
    expect((await get(fileUrl(pdfKey, "offer.webm"))).status).toBe(404);
  });

  it.each([
    ["a hash that does not match", () => `/files/${pdfKey.split("-")[0]}-000000000000/offer.pdf`],
    ["a file that is not a PDF", () => `/files/${photoKey}/photo.pdf`],
    ["another extension", () => `/files/${pdfKey}/offer.exe`],
    ["a path outside", () => `/files/${pdfKey}/..%2F..%2Fsecret.pdf`],
    ["an id beyond the id column", () => "/files/9999999999-0123456789ab/x.pdf"],
    ["the first id beyond the id column", () => "/files/2147483648-0123456789ab/x.pdf"],
    ["an id with a leading zero", () => `/files/0${pdfKey}/offer.pdf`],
  ])("answers %s with 404", async (_, path) => {
    expect((await get(path())).status).toBe(404);
  });

  // The request guard refuses these before any route (server/request-guard.ts).
  it.each([
    ["a malformed escape", () => `/files/${pdfKey}/offer%E0%A4%A.pdf`],
    ["a lone percent sign", () => `/files/${pdfKey}/100%.pdf`],
  ])("answers %s with 400", async (_, path) => {
    expect((await get(path())).status).toBe(400);
  });

  it("answers 404 and warns when the stored file is gone from the disk", async () => {
    const lost = formPdf("Perdu", "Ce fichier disparaît.", [], "Immo Lumière");
    await writeFile(join(dir, "lost.pdf"), lost);
    const stored = await storeMediaFile(database.db, mediaDir, join(dir, "lost.pdf"), new Date());
    await rm(originalPath(mediaDir, stored.sha256));
    expect((await get(fileUrl(mediaKey(stored.id, stored.sha256), "lost.pdf"))).status).toBe(404);
    expect(site.logLines).toContainEqual(
      expect.objectContaining({ level: "warn", msg: "original file missing", mediaId: stored.id }),
    );
  });

  it("writes PDFs that start and end as PDFs do", async () => {
    expect(pdf.subarray(0, 8).toString("latin1")).toBe("%PDF-1.4");
    expect(pdf.toString("latin1").trimEnd().endsWith("%%EOF")).toBe(true);
  });
});
