import { mkdir, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { type Random, seededRandom } from "./random.ts";
import * as scenes from "./scenes.ts";

// The demo's photo library: a fixed set of drawn scenes, rendered once to JPEG files that the
// properties share (the media store keeps each file once).

/** How many photos of each scene the library holds. */
export const sceneKinds = {
  facade: 18,
  apartmentBuilding: 8,
  livingRoom: 14,
  kitchen: 8,
  bedroom: 10,
  garden: 10,
  land: 5,
  shopFront: 5,
  garage: 4,
} as const;

export type SceneKind = keyof typeof sceneKinds;

const painters: Record<SceneKind, (r: Random) => string> = scenes;

export function photoPath(kind: SceneKind, index: number): string {
  return `photos/${kind}-${String(index + 1).padStart(2, "0")}.jpg`;
}

/** Renders every photo of the library into `dir` (skipping those already there). */
export async function renderPhotoLibrary(dir: string, seed: number): Promise<number> {
  await mkdir(join(dir, "photos"), { recursive: true });
  let rendered = 0;
  for (const [kind, count] of Object.entries(sceneKinds) as [SceneKind, number][]) {
    for (let index = 0; index < count; index++) {
      const file = join(dir, photoPath(kind, index));
      if (await exists(file)) continue;
      const svg = sceneSvg(kind, index, seed);
      await writeFile(file, await sharp(Buffer.from(svg)).jpeg({ quality: 84 }).toBuffer());
      rendered++;
    }
  }
  return rendered;
}

/** docs/requirements.md §9: banners are up to 1920 px wide, wider than the library's photos. */
const bannerWidth = 1920;

function bannerPath(kind: SceneKind, index: number): string {
  return `banners/${kind}-${String(index + 1).padStart(2, "0")}.jpg`;
}

/**
 * Renders library photos again at banner width into `dir`: the same scenes (same seeds), drawn from
 * their SVG at a higher density, so a 1920 px banner is sharp rather than enlarged.
 */
export async function renderBanners(
  dir: string,
  seed: number,
  photos: [SceneKind, number][],
): Promise<string[]> {
  await mkdir(join(dir, "banners"), { recursive: true });
  const density = (72 * bannerWidth) / scenes.photoWidth;
  return Promise.all(
    photos.map(async ([kind, index]) => {
      const path = bannerPath(kind, index);
      if (await exists(join(dir, path))) return path;
      const svg = sceneSvg(kind, index, seed);
      const jpeg = await sharp(Buffer.from(svg), { density }).jpeg({ quality: 84 }).toBuffer();
      await writeFile(join(dir, path), jpeg);
      return path;
    }),
  );
}

function sceneSvg(kind: SceneKind, index: number, seed: number): string {
  return painters[kind](seededRandom(seed * 1000 + kindOffset(kind) + index));
}

function kindOffset(kind: SceneKind): number {
  return Object.keys(sceneKinds).indexOf(kind) * 100;
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}
