import { writeFile } from "node:fs/promises";
import { get } from "node:http";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { freePort } from "#tests/support/free-port.ts";
import { type Child, startNode } from "./child-process.ts";

// The baseline of the HTTP benchmarks: pages recorded from the site, replayed byte for byte by the bare
// node:http server of bench/raw-server.ts, in its own process as the site is.

/** A page as the site sent it: status, type, encoding and exact bytes (base64, as bench/raw-server.ts reads it). */
export interface Recorded {
  status: number;
  contentType: string;
  /** The Content-Encoding it came in (asked compressed: bench/http.ts, bench/crawl.ts); `body` then holds the compressed bytes. */
  contentEncoding?: string | undefined;
  body: string;
}

/** Each page as the site sends it, asked with `headers` (an owner's session cookie). */
export async function record(
  site: string,
  paths: string[],
  headers: Record<string, string> = {},
): Promise<Record<string, Recorded>> {
  const recorded: Record<string, Recorded> = {};
  for (const path of paths) recorded[path] = await recordOne(`${site}${path}`, headers);
  return recorded;
}

/** One answer as it came over the wire: node:http, as fetch would decompress it. */
export function recordOne(url: string, headers: Record<string, string>): Promise<Recorded> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          contentType: res.headers["content-type"] ?? "text/html",
          contentEncoding: res.headers["content-encoding"],
          body: Buffer.concat(chunks).toString("base64"),
        }),
      );
      res.on("error", reject);
    }).on("error", reject);
  });
}

/** The bytes of a recorded page, decompressed. */
export function bodyOf(page: Recorded | undefined): Buffer {
  const bytes = Buffer.from(page?.body ?? "", "base64");
  if (page?.contentEncoding === "br") return brotliDecompressSync(bytes);
  if (page?.contentEncoding === "gzip") return gunzipSync(bytes);
  return bytes;
}

/** bench/raw-server.ts replaying `pages`, added to `children`: its address, process and page sizes. */
export async function replay(dir: string, pages: Record<string, Recorded>, children: Child[]) {
  const file = join(dir, "raw-pages.json");
  await writeFile(file, JSON.stringify(pages));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const first = Object.keys(pages)[0] ?? "/";
  const env = { PORT: String(port), RAW_RESPONSES: file };
  const child = await startNode("bench/raw-server.ts", env, `${url}${first}`);
  children.push(child);
  // As sent: compressed when the page came compressed.
  const bytes = Object.fromEntries(
    Object.entries(pages).map(([path, page]) => [path, Buffer.from(page.body, "base64").length]),
  );
  return { url, child, bytes };
}
