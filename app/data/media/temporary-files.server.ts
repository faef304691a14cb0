import { mkdir, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";

// A temporary file older than this belongs to a process that stopped while writing it: no write of
// ours takes minutes.
const staleAfterMs = 10 * 60 * 1000;

/**
 * Writes a file whole or not at all: into a temporary file first, then renamed, so a reader (even in
 * another process) never sees half a file. A failed write (a full disk) removes its temporary file.
 */
export async function writeFileAtomically(target: string, content: Buffer): Promise<void> {
  await mkdir(dirname(target), { recursive: true });
  // One process never writes one target twice at once, so its pid makes the name unique.
  const temporary = `${target}.${process.pid}.tmp`;
  try {
    await writeFile(temporary, content);
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/**
 * Removes the temporary files (`*.tmp`) under the media folder that were left by a process stopped
 * in the middle of a write (a crash, a kill) and returns how many. Meant for the server's start.
 */
export async function removeStaleTemporaryFiles(
  mediaDir: string,
  now = Date.now(),
): Promise<number> {
  const entries = await readdir(mediaDir, { recursive: true, withFileTypes: true }).catch(() => []);
  let removed = 0;
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith(".tmp")) continue;
    const file = join(entry.parentPath, entry.name);
    const modified = await stat(file).then(
      (s) => s.mtimeMs,
      () => now,
    );
    if (now - modified < staleAfterMs) continue;
    await rm(file, { force: true });
    removed++;
  }
  return removed;
}
