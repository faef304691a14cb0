import { open, realpath, stat } from "node:fs/promises";
import { isAbsolute, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import type { RecordIssue } from "#app/model/catalogue/group-records.ts";
import type { Snapshot } from "#app/model/catalogue/snapshot-schema.ts";
import { maxMediaBytes } from "#app/model/media/media-limits.ts";
import { documentTypeOf, imageTypeOf } from "#app/services/media/media-type.server.ts";

// A snapshot names its photos and documents by local path or file: URL, relative to the snapshot's
// folder. Only files inside that folder are read (symbolic links resolved: a link pointing out is
// refused too), at most maxMediaBytes each, and only when their content is what the field says
// (docs/requirements.md §11: `../../../../etc/passwd` and `file:///proc/self/environ` were imported as photos).

/** One local file the snapshot names, checked: its real path and the first field naming it. */
export interface LocalFile {
  /** The real path (links resolved), inside the snapshot's folder. */
  file: string;
  /** The first reference, for messages: `properties[3].Pictures[0].Url`. */
  field: string;
  /** As the snapshot gives it. */
  url: string;
  /** Named by a photo field somewhere (Pictures, SmallPictureItem, XLargePictureItem): must be an image. */
  photo: boolean;
}

export interface LocalFiles {
  /** Each local URL of the snapshot -> its real path, a key of `files`. */
  byUrl: Map<string, string>;
  /** Each real file once, in the order the snapshot first names them. */
  files: Map<string, LocalFile>;
  issues: RecordIssue[];
}

/** Whether a snapshot URL names a local file (a path or a file: URL) rather than an http(s) one. */
export function isLocal(url: string): boolean {
  return !/^https?:/i.test(url);
}

/**
 * Finds every local file the snapshot names and checks where it is, that it is a regular file and its
 * size, without reading it: one issue per field that names a file that cannot be used.
 */
export async function checkLocalFiles(snapshot: Snapshot, baseDir: string): Promise<LocalFiles> {
  const root = await realpath(baseDir);
  const found: LocalFiles = { byUrl: new Map(), files: new Map(), issues: [] };
  // The same URL is often named by every language of a record: its problem is worked out once.
  const problems = new Map<string, string | undefined>();
  for (const { field, url, photo } of references(snapshot)) {
    if (!isLocal(url)) continue;
    if (!problems.has(url)) problems.set(url, await locate(url, baseDir, root, found.byUrl));
    const problem = problems.get(url);
    if (problem) {
      found.issues.push({ path: field, message: problem });
      continue;
    }
    const file = found.byUrl.get(url);
    if (!file) continue;
    const known = found.files.get(file);
    // A photo's rule is the stricter one: its field is the one a problem names.
    if (!known) found.files.set(file, { file, field, url, photo });
    else if (photo && !known.photo) Object.assign(known, { field, url, photo });
  }
  return found;
}

/** Records the real path of a local URL in `byUrl`, or says why it cannot be used. */
async function locate(
  url: string,
  baseDir: string,
  root: string,
  byUrl: Map<string, string>,
): Promise<string | undefined> {
  let path: string;
  try {
    path = /^file:/i.test(url) ? fileURLToPath(url) : resolve(baseDir, url);
  } catch {
    return `${url} is not a local file URL`;
  }
  const outside = `${url} is outside the snapshot's folder: only files in ${root} are imported`;
  // Refused before looking at the disk: whether a file outside exists is none of the snapshot's business.
  if (!isInside(resolve(path), resolve(baseDir)) && !isInside(resolve(path), root)) return outside;
  let real: string;
  try {
    real = await realpath(path);
  } catch {
    return `file not found: ${url}`;
  }
  if (!isInside(real, root)) return outside;
  const stats = await stat(real).catch(() => undefined);
  if (!stats?.isFile()) return `${url} is not a file`;
  if (stats.size > maxMediaBytes) return tooLarge(url);
  if (stats.size === 0) return `${url} is empty`;
  byUrl.set(url, real);
  return undefined;
}

const tooLarge = (url: string) => `${url} is larger than ${maxMediaBytes / 1_000_000} MB`;

function isInside(path: string, folder: string): boolean {
  const rest = relative(folder, path);
  return rest !== "" && !isAbsolute(rest) && rest.split(sep)[0] !== "..";
}

/**
 * A checked file's content and its type read from that content: a photo must be an image sharp reads
 * within the pixel limit, a document a PDF or such an image. The size is checked again on the open
 * file (it may have grown since).
 */
export async function readLocalFile(
  local: LocalFile,
): Promise<{ content: Buffer; mimeType: string } | { problem: string }> {
  const handle = await open(local.file, "r");
  let content: Buffer;
  try {
    if ((await handle.stat()).size > maxMediaBytes) {
      return { problem: tooLarge(local.url) };
    }
    content = await handle.readFile();
  } finally {
    await handle.close();
  }
  const type = local.photo ? await imageTypeOf(content) : await documentTypeOf(content);
  if ("problem" in type) return { problem: `${local.url} ${type.problem}` };
  return { content, mimeType: type.mimeType };
}

/** Every file field of every record, with its path in the snapshot and whether it holds a photo. */
function* references(snapshot: Snapshot) {
  for (const list of ["projects", "properties"] as const) {
    for (const [index, record] of snapshot[list].entries()) {
      const at = `${list}[${index}]`;
      for (const [i, picture] of record.Pictures.entries()) {
        yield { field: `${at}.Pictures[${i}].Url`, url: picture.Url, photo: true };
      }
      for (const [i, document] of record.Documents.entries()) {
        yield { field: `${at}.Documents[${i}].Url`, url: document.Url, photo: false };
      }
      if (record.SmallPictureItem) {
        yield {
          field: `${at}.SmallPictureItem.Url`,
          url: record.SmallPictureItem.Url,
          photo: true,
        };
      }
      if (record.XLargePictureItem) {
        yield {
          field: `${at}.XLargePictureItem.Url`,
          url: record.XLargePictureItem.Url,
          photo: true,
        };
      }
    }
  }
}
