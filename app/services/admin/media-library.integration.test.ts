import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeSiteConfig } from "#app/data/config/site-config.server.ts";
import { saveDraft } from "#app/data/content/content-drafts.server.ts";
import { readMediaItem } from "#app/data/media/media-library.server.ts";
import { mediaUsage } from "#app/data/media/media-library-usage.server.ts";
import { variantsPath } from "#app/data/media/media-store.server.ts";
import { imageRefOf } from "#app/model/admin/media-library.ts";
import { maxUploadBytes } from "#app/model/media/media-limits.ts";
import { mediaVariantQueue } from "#server/library-variants.ts";
import { createLogger } from "#server/logger.ts";
import { mediaFixtures } from "#tests/support/media-fixtures.ts";
import { testSiteConfig } from "#tests/support/site-config-fixture.ts";
import { addTestStaff } from "#tests/support/staff-sessions.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";
import { deleteMedia, setMediaAlt, uploadMedia } from "./media-library.server.ts";

// Issue 27 "Media library", ADR 059: what an upload takes and refuses, alt texts, usage and deletion.
describe(`the media library on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let mediaDir: string;
  let staffId: number;
  const alt = {
    en: "A blue square",
    nl: "Een blauw vierkant",
    fr: "Un carré bleu",
    de: "Ein blaues Quadrat",
  };
  const enabled = ["en", "nl", "fr", "de"] as const;
  const act = () => ({
    db: database.db,
    actorId: staffId,
    clientAddress: "192.0.2.9",
    now: new Date(),
  });
  const facts = () => ({
    mediaDir,
    enabled,
    variants: mediaVariantQueue(
      mediaDir,
      createLogger("error", {}, () => {}),
    ),
  });
  // Variants still being made when the file ends would write into a folder being removed.
  const making: Promise<unknown>[] = [];
  const upload = async (name: string, content: Buffer, texts: Record<string, string> = alt) => {
    const outcome = await uploadMedia(act(), facts(), { name, content, alt: texts });
    if ("uploaded" in outcome && outcome.variants) making.push(outcome.variants);
    return outcome;
  };
  const auditCount = async (action: string) =>
    (
      await database.db
        .selectFrom("staff_audit")
        .select("id")
        .where("action", "=", action)
        .execute()
    ).length;
  const itemCount = async () =>
    (await database.db.selectFrom("media_item").select("id").execute()).length;

  beforeAll(async () => {
    database = await createTestDatabase();
    mediaDir = await mkdtemp(join(tmpdir(), "media-library-"));
    staffId = await addTestStaff(database.db, { role: "admin" });
  });
  afterAll(async () => {
    await Promise.all(making);
    await database.dispose();
    await rm(mediaDir, { recursive: true, force: true });
  });

  it.each([
    ["jpeg", "image", "image/jpeg"],
    ["png", "image", "image/png"],
    ["webp", "image", "image/webp"],
    ["avif", "image", "image/avif"],
    ["gif", "image", "image/gif"],
    ["pdf", "pdf", "application/pdf"],
    ["mp4", "video", "video/mp4"],
    ["webm", "video", "video/webm"],
  ] as const)(
    "takes a %s file, its kind read from its content",
    async (fixture, kind, mimeType) => {
      const before = await auditCount("media.upload");
      // Named as something else: the name says nothing of the kind.
      const outcome = await upload(`upload-${fixture}.bin`, await mediaFixtures[fixture]());
      if (!("uploaded" in outcome)) throw new Error(JSON.stringify(outcome));
      await outcome.variants;
      const item = await readMediaItem(database.db, outcome.uploaded);
      expect(item).toMatchObject({ kind, mimeType, name: `upload-${fixture}.bin` });
      expect(await auditCount("media.upload")).toBe(before + 1);
    },
  );

  it("applies the EXIF orientation to an image's size and makes its variants in the background", async () => {
    const outcome = await upload("turned.jpg", await mediaFixtures.turnedJpeg());
    if (!("uploaded" in outcome)) throw new Error(JSON.stringify(outcome));
    const item = await readMediaItem(database.db, outcome.uploaded);
    expect(item).toMatchObject({ width: 20, height: 40 });
    expect(await outcome.variants).toEqual({ made: 3, failed: 0 });
    const files = await readdir(variantsPath(mediaDir, item?.sha256 ?? ""));
    expect(files.sort()).toEqual(["100.avif", "100.jpg", "100.webp"]);
  });

  it.each([
    ["html", "script"],
    ["svg", "script"],
    ["jpegWithScript", "script"],
    ["pdfWithScript", "pdfScript"],
    ["pdfWithHiddenScript", "pdfScript"],
  ] as const)("refuses %s (%s) and stores nothing", async (fixture, refused) => {
    const items = await itemCount();
    const outcome = await upload(`${fixture}.jpg`, await mediaFixtures[fixture]());
    expect(outcome).toEqual({ refused });
    expect(await itemCount()).toBe(items);
  });

  it("refuses a file past its kind's cap, and an empty or unknown one", async () => {
    const content = await mediaFixtures.png();
    const limits = { ...maxUploadBytes, image: content.length - 1 };
    const outcome = await uploadMedia(
      act(),
      { ...facts(), limits },
      { name: "big.png", content, alt },
    );
    expect(outcome).toEqual({ refused: "tooLarge", kind: "image", maxBytes: content.length - 1 });
    expect(await upload("empty.png", Buffer.alloc(0))).toEqual({ refused: "empty" });
    expect(await upload("notes.txt", Buffer.from("plain words"))).toEqual({
      refused: "notAllowed",
    });
  });

  it("refuses an image without alt text in every enabled language, but not a PDF", async () => {
    const items = await itemCount();
    const outcome = await upload("square.png", await mediaFixtures.png(), { en: "A square" });
    expect(outcome).toEqual({ missingAlt: ["nl", "fr", "de"] });
    expect(await itemCount()).toBe(items);
    const pdf = Buffer.from("%PDF-1.7\n%% a brochure\n%%EOF\n");
    expect(await upload("brochure.pdf", pdf, {})).toMatchObject({ uploaded: expect.any(Number) });
  });

  it("finds a second upload of the same content instead of storing it twice", async () => {
    const content = await mediaFixtures.jpeg();
    expect(await upload("again.jpg", content)).toMatchObject({ duplicate: expect.any(Number) });
  });

  it("changes an image's alt texts, all enabled languages required", async () => {
    const outcome = await upload("alt.png", await mediaFixtures.png(41, 21), alt);
    if (!("uploaded" in outcome)) throw new Error(JSON.stringify(outcome));
    const id = outcome.uploaded;
    const changed = { ...alt, en: "A calm blue square" };
    expect(await setMediaAlt(act(), enabled, id, { en: "Only English" })).toEqual({
      missingAlt: ["nl", "fr", "de"],
    });
    expect(await setMediaAlt(act(), enabled, id, changed)).toEqual({ saved: true });
    expect((await readMediaItem(database.db, id))?.alt).toEqual(changed);
    expect(await auditCount("media.alt")).toBe(1);
    expect(await setMediaAlt(act(), enabled, 999_999, alt)).toEqual({ unknown: true });
  });

  it("finds where an image is used in the site configuration and refuses to delete it then", async () => {
    const content = await mediaFixtures
      .turnedJpeg()
      .then((jpeg) => Buffer.concat([jpeg, Buffer.from("logo")]));
    const outcome = await upload("logo.jpg", content);
    if (!("uploaded" in outcome)) throw new Error(JSON.stringify(outcome));
    await outcome.variants;
    const item = await readMediaItem(database.db, outcome.uploaded);
    if (!item) throw new Error("no item");
    const logo = imageRefOf(item);
    await writeSiteConfig(database.db, {
      ...testSiteConfig(),
      agency: { ...testSiteConfig().agency, logo },
    });
    expect(await mediaUsage(database.db, { id: item.mediaFileId, sha256: item.sha256 })).toEqual([
      { place: "settings", id: "site.config", label: "agency.logo" },
    ]);
    expect(await deleteMedia(act(), mediaDir, item.id)).toEqual({
      used: [{ place: "settings", id: "site.config", label: "agency.logo" }],
    });
    expect(await readMediaItem(database.db, item.id)).toBeDefined();

    // A draft naming it (migration 0033) holds it too, until the draft lets it go.
    await writeSiteConfig(database.db, testSiteConfig());
    const ref = { kind: "settings", key: "agency" } as const;
    const draft = { baseRevision: undefined, staffId, now: new Date() };
    await saveDraft(database.db, ref, { ...draft, body: { name: "Immo", logo } });
    expect(await deleteMedia(act(), mediaDir, item.id)).toEqual({
      used: [{ place: "draft", id: "settings/agency", label: "settings agency: logo" }],
    });
    await saveDraft(database.db, ref, { ...draft, body: { name: "Immo" } });
    expect(await deleteMedia(act(), mediaDir, item.id)).toEqual({ deleted: true });
    expect(await readMediaItem(database.db, item.id)).toBeUndefined();
    expect(await auditCount("media.delete")).toBe(1);
    expect(await deleteMedia(act(), mediaDir, item.id)).toEqual({ unknown: true });
  });
});
