import type { ServerResponse } from "node:http";
import type { Context } from "hono";
import { maximumFillMs } from "#app/domain/guard-verdict.ts";
import { signFormTime } from "#app/services/guard/form-time.server.ts";
import { acceptedEncodings, type Encoding } from "./compression.ts";
import type { AppEnv } from "./hono-env.ts";
import type { Writer } from "./page-encodings.ts";

export type Gap = "nonce" | "form-time";
/** Where the nonce stood in the headers of a page cut at its nonce. */
export const nonceMarker = "\u0000nonce\u0000";

/** A page kept by the page cache (server/page-cache.ts). */
export interface Entry {
  key: string;
  version: string;
  storedAt: number;
  status: number;
  /** The headers it was made with, its policy listing its inline scripts by hash (ADR 067). */
  headers: [string, string][];
  /**
   * The body, cut on a page with a form where its nonce and the forms' signed times were: joined with
   * each request's own (ADR 040; a policy by hash would have to change with each time, ADR 067).
   */
  body: Buffer[];
  /** What goes between two parts of the body, in order. */
  gaps: Gap[];
  /** The key the forms' times are signed with, when the page has a form. */
  formTimeKey?: string | undefined;
  /** A buffer an earlier answer was sent from, free again: the next answer is written into it. */
  spare?: Buffer<ArrayBuffer> | undefined;
  etag: string;
  /** What the entry holds: the body, room for the spare buffer, the compressed forms once made. */
  bytes: number;
  /** Brotli (for a page without a form time) and gzip, made at the first answer that asks for each. */
  encoded: { br?: Promise<Buffer | undefined>; gzip?: Promise<Writer | undefined> };
}

// A page with a form changes its ETag this often, so that a shared cache in front revalidating it
// takes a page whose form time is still good (ADR 040).
const formTimeEtagMs = maximumFillMs / 2;

/** The encoding this request gets: the best it accepts that the entry can be kept in (ADR 067). */
export function encodingFor(c: Context<AppEnv>, entry: Entry): Encoding | undefined {
  // Brotli cannot be joined around a form time: such a page goes in gzip (server/page-encodings.ts).
  return acceptedEncodings(c.req.header("accept-encoding")).find(
    (encoding) => encoding === "gzip" || entry.body.length === 1,
  );
}

/** The entry's ETag now, one per encoding: a page with a form gets a new one every `formTimeEtagMs`. */
function etagOf(entry: Entry, now: number, encoding: Encoding | undefined): string {
  const tag = entry.etag.slice(0, -1) + (encoding ? `-${encoding}` : "");
  if (!entry.formTimeKey) return `${tag}"`;
  return `${tag}.${Math.floor(now / formTimeEtagMs).toString(36)}"`;
}

/** The answer to `c` from the entry, in `encoding` when its compressed form could be made. */
export async function answer(
  c: Context<AppEnv>,
  entry: Entry,
  encoding: Encoding | undefined,
): Promise<Response> {
  const now = Date.now();
  const made = encoding ? await entry.encoded[encoding] : undefined;
  const encoded = made ? encoding : undefined;
  const etag = etagOf(entry, now, encoded);
  const nonce = c.get("nonce");
  const headers = new Headers();
  for (const [name, value] of entry.headers)
    headers.append(name, value.replaceAll(nonceMarker, nonce));
  headers.set("ETag", etag);
  headers.set("Cache-Control", "public, no-cache");
  headers.append("Vary", "Cookie");
  headers.append("Vary", "Accept-Encoding");
  if (encoded) headers.set("Content-Encoding", encoded);
  if (c.req.header("if-none-match") === etag) {
    // A shared cache revalidating keeps its stored page with that page's own headers.
    headers.delete("Content-Security-Policy");
    headers.delete("Content-Length");
    return new Response(null, { status: 304, headers });
  }
  if (c.req.method === "HEAD") return new Response(null, { status: entry.status, headers });
  const formTime = Buffer.from(entry.formTimeKey ? signFormTime(entry.formTimeKey, now) : "");
  const nonceBytes = Buffer.from(nonce);
  const values = entry.gaps.map((gap) => (gap === "nonce" ? nonceBytes : formTime));
  const body = typeof made === "function" ? made(values) : (made ?? bodyWith(c, entry, values));
  // Node's buffers are over plain ArrayBuffers here; the DOM's typings ask to be told.
  return new Response(body as Uint8Array<ArrayBuffer>, {
    status: entry.status,
    headers,
  });
}

/**
 * The page with this request's form times, written into the entry's spare buffer when there is one: a
 * new 60-100 kB buffer for every answer (allocation and garbage collection) took about a fifth of the
 * CPU of a cached answer. Once the socket has taken the bytes ("finish") the buffer is the spare again;
 * an answer cut short never finishes, and its buffer is left to the garbage collector. A page without
 * a form is the same bytes for everyone, sent as they are.
 */
function bodyWith(c: Context<AppEnv>, entry: Entry, values: Buffer[]): Buffer {
  const [first] = entry.body;
  if (entry.body.length === 1 && first) return first;
  const size = entry.body.reduce((sum, part, i) => sum + part.length + (values[i]?.length ?? 0), 0);
  const body = entry.spare?.length === size ? entry.spare : Buffer.allocUnsafe(size);
  if (body === entry.spare) entry.spare = undefined;
  let at = 0;
  entry.body.forEach((part, i) => {
    const value = values[i - 1];
    if (value) at += value.copy(body, at);
    at += part.copy(body, at);
  });
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  outgoing?.once("finish", () => {
    entry.spare = body;
  });
  return body;
}
