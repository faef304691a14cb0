import { mkdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";

// Long enough that /healthz polled every second costs one probe, short enough that a fixed disk shows.
const rememberedMs = 5000;
const probes = new Map<string, { at: number; writable: Promise<boolean> }>();

/**
 * Whether image variants can be kept under MEDIA_DIR/variants, found by writing and removing a small
 * file there (permissions, a full disk, a read-only mount all show), remembered for a few seconds.
 */
export function mediaWritable(mediaDir: string): Promise<boolean> {
  const remembered = probes.get(mediaDir);
  if (remembered && Date.now() - remembered.at < rememberedMs) return remembered.writable;
  const writable = probe(join(mediaDir, "variants"));
  probes.set(mediaDir, { at: Date.now(), writable });
  return writable;
}

async function probe(folder: string): Promise<boolean> {
  const file = join(folder, `.probe-${process.pid}`);
  try {
    await mkdir(folder, { recursive: true });
    await writeFile(file, "probe");
    return true;
  } catch {
    return false;
  } finally {
    await rm(file, { force: true }).catch(() => {});
  }
}
