import { join } from "node:path";
import type { Kysely } from "kysely";
import { storeMediaFile } from "#app/data/media/media-store.server.ts";
import type { Database } from "#app/data/schema.ts";

// The demo's video links and 3D tour (docs/requirements.md §5), by property id: a fixed table rather than draws, so
// that no other demo value moves. One of each kind the property page shows; property 1010 plays a video
// file from our own server instead, attached by scripts/demo/load.ts (attachDemoVideo).

interface VideoLinks {
  Videos?: string[];
  VirtualTour?: string;
}

const links: Record<number, VideoLinks> = {
  1004: {
    Videos: ["https://www.youtube.com/watch?v=aqz-KE-bpKQ"],
    VirtualTour: "https://my.matterport.com/show/?m=SxQL3iGyoDo",
  },
  1008: { Videos: ["https://vimeo.com/76979871"] },
  1011: { VirtualTour: "https://my.matterport.com/show/?m=SxQL3iGyoDo" },
  1014: { Videos: ["https://youtu.be/aqz-KE-bpKQ", "https://www.zimmo.be/fr/visite/1014/"] },
};

/** The id of the property that plays the demo's video file (scripts/demo/video/visit.webm). */
export const videoFileProperty = 1010;

export function demoVideoLinks(id: number): VideoLinks {
  return links[id] ?? {};
}

/**
 * Stores the demo's video file and makes it `videoFileProperty`'s video (a CRM gives links; this is
 * the demo's example of a file the site serves itself). Run after each import: it replaces its own row.
 */
export async function attachDemoVideo(db: Kysely<Database>, mediaDir: string): Promise<void> {
  const file = join(import.meta.dirname, "video", "visit.webm");
  const stored = await storeMediaFile(db, mediaDir, file, new Date());
  await db
    .deleteFrom("attachment")
    .where("property_id", "=", videoFileProperty)
    .where("kind", "=", "video")
    .where("media_file_id", "is not", null)
    .execute();
  await db
    .insertInto("attachment")
    .values({
      property_id: videoFileProperty,
      project_id: null,
      article_id: null,
      kind: "video",
      position: 0,
      media_file_id: stored.id,
      url: null,
      name: null,
      width: null,
      height: null,
    })
    .execute();
}
