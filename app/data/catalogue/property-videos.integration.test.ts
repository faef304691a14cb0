import { rm } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeMediaFile } from "#app/data/media/media-store.server.ts";
import { importIntoTestDatabase } from "#tests/support/snapshot-files.ts";
import { snapshot } from "#tests/support/snapshot-fixture.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";
import { readPropertyPage } from "./property-page.server.ts";

describe(`a property's videos on ${engineUnderTest}`, () => {
  let t: TestDatabase;
  let folder: string;
  const [villaFr, villaNl, ...others] = snapshot.properties ?? [];
  const links = {
    Videos: [
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://example.com/our-villa",
      "https://tours.zimmo.be/v/101",
    ],
    VirtualTour: "https://my.matterport.com/show/?m=SxQL3iGyoDo",
  };

  beforeAll(async () => {
    t = await createTestDatabase();
    folder = await importIntoTestDatabase(t.db, {
      ...snapshot,
      properties: [{ ...villaFr, ...links }, { ...villaNl, ...links }, ...others],
    });
  });
  afterAll(async () => {
    await t.dispose();
    await rm(folder, { recursive: true, force: true });
  });

  it("keeps the recognised links in their order, classified, and leaves the others out", async () => {
    const page = await readPropertyPage(t.db, 101, "fr", ["zimmo.be"]);
    expect(page?.videos.map((v) => [v.kind, v.service, v.embedUrl])).toEqual([
      [
        "youtube",
        "YouTube",
        "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0&modestbranding=1&color=white&autoplay=1",
      ],
      ["partner", "tours.zimmo.be", "https://tours.zimmo.be/v/101"],
      ["tour3d", "Matterport", "https://my.matterport.com/show/?m=SxQL3iGyoDo"],
    ]);
    // A partner host counts only once the agency has configured it.
    const unconfigured = await readPropertyPage(t.db, 101, "fr");
    expect(unconfigured?.videos.map((v) => v.kind)).toEqual(["youtube", "tour3d"]);
  });

  it("plays a video file stored on our server from /files/, with its type", async () => {
    const demoVideo = join(import.meta.dirname, "../../../scripts/demo/video/visit.webm");
    const file = await storeMediaFile(t.db, join(folder, "media"), demoVideo, new Date());
    await t.db
      .insertInto("attachment")
      .values({
        property_id: 101,
        project_id: null,
        article_id: null,
        kind: "video",
        position: 9,
        media_file_id: file.id,
        url: null,
        name: null,
        width: null,
        height: null,
      })
      .execute();
    const page = await readPropertyPage(t.db, 101, "fr");
    expect(page?.videos.at(-1)).toEqual({
      kind: "file",
      service: "WEBM",
      url: `/files/${file.id}-${file.sha256.slice(0, 12)}/video.webm`,
      mimeType: "video/webm",
    });
  });
});
