import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { freePort } from "#tests/support/free-port.ts";
import { type Child, startNode } from "./child-process.ts";

// The baseline of the HTTP benchmarks: pages recorded from the site, replayed byte for byte by the bare
// node:http server of bench/raw-server.ts, in its own process as the site is.

/** A page as the site sent it: status, type and exact bytes (base64, as bench/raw-server.ts reads it). */
export interface Recorded {
  status: number;
  contentType: string;
  /** br or gzip when the page was asked for compressed (bench/crawl.ts). */
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
  for (const path of paths) {
    const res = await fetch(`${site}${path}`, { headers });
    recorded[path] = {
      status: res.status,
      contentType: res.headers.get("content-type") ?? "text/html",
      body: Buffer.from(await res.arrayBuffer()).toString("base64"),
    };
  }
  return recorded;
}

/** The bytes of a recorded page. */
export const bodyOf = (page: Recorded | undefined): Buffer =>
  Buffer.from(page?.body ?? "", "base64");

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
  const bytes = Object.fromEntries(
    Object.entries(pages).map(([path, page]) => [path, bodyOf(page).length]),
  );
  return { url, child, bytes };
}
