import { Duplex } from "node:stream";
import { constants, createBrotliCompress, createGzip } from "node:zlib";
import type { MiddlewareHandler } from "hono";

const compressible = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;
const minimumBytes = 1024;

export type Encoding = "br" | "gzip";

/**
 * Compresses generated responses (pages, data, feeds) with brotli or gzip as the client accepts.
 * Built assets are compressed once at build time instead, and arrive here already encoded.
 * Each written chunk is flushed so that streamed HTML reaches the browser as it is rendered.
 */
export const compression: MiddlewareHandler = async (c, next) => {
  await next();
  const res = c.res;
  const type = res.headers.get("Content-Type") ?? "";
  if (res.headers.has("Content-Encoding") || !compressible.test(type)) return;
  const length = Number(res.headers.get("Content-Length") ?? Number.POSITIVE_INFINITY);
  if (length < minimumBytes) return;
  // Also on a 304, which carries the Vary its 200 would (RFC 9110 §15.4.5); the page cache's
  // answers say it themselves.
  if (!/accept-encoding/i.test(res.headers.get("Vary") ?? ""))
    res.headers.append("Vary", "Accept-Encoding");
  const encoding = negotiateEncoding(c.req.header("accept-encoding"));
  // The body is read only when it is compressed: reading it turns @hono/node-server's ready-to-send
  // response (written to the socket as it is) into a web stream, a copy and a pipe for every byte.
  if (!encoding || !res.body) return;
  const headers = new Headers(res.headers);
  headers.delete("Content-Length");
  headers.set("Content-Encoding", encoding);
  // Node's web-stream typings and the DOM's disagree on buffer types; the streams themselves fit.
  const transform = Duplex.toWeb(compressor(encoding)) as unknown as TransformStream<
    Uint8Array,
    Uint8Array
  >;
  const body = res.body.pipeThrough(transform);
  c.res = new Response(body, { status: res.status, statusText: res.statusText, headers });
};

function compressor(encoding: Encoding) {
  return encoding === "br"
    ? createBrotliCompress({
        flush: constants.BROTLI_OPERATION_FLUSH,
        // Quality 4 compresses nearly as well as the maximum at a fraction of the CPU, for every request.
        params: { [constants.BROTLI_PARAM_QUALITY]: 4 },
      })
    : createGzip({ flush: constants.Z_SYNC_FLUSH, level: 6 });
}

/** The best encoding the Accept-Encoding header allows: brotli, then gzip, else none. */
export function negotiateEncoding(header: string | undefined): Encoding | undefined {
  return acceptedEncodings(header)[0];
}

/** The encodings the Accept-Encoding header allows, the better first: brotli, then gzip. */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  if (!header) return [];
  const accepted = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const wildcard = accepted.get("*") ?? 0;
  const encodings: Encoding[] = ["br", "gzip"];
  return encodings.filter((name) => (accepted.get(name) ?? wildcard) > 0);
}
