import { createHash } from "node:crypto";
import type { ServerResponse } from "node:http";
import type { Context, MiddlewareHandler } from "hono";
import type { Kysely } from "kysely";
import { onContentChange, readContentVersion } from "#app/data/content/content-version.server.ts";
import type { Database } from "#app/data/schema.ts";
import { maximumFillMs } from "#app/domain/guard-verdict.ts";
import { formRenderedAt, signFormTime } from "#app/services/guard/form-time.server.ts";
import { guardKey } from "#app/services/guard/guard-key.server.ts";
import type { AppEnv } from "./hono-env.ts";

export interface PageCacheOptions {
  /** Upper bound of the cached HTML and data, in bytes; the least recently used go first. */
  maxBytes: number;
  /** A page kept longer than this is made again (the year in the footer, "new" ribbons by date). */
  maxAgeMs: number;
  /**
   * How long a version read is believed: a change made by this process is seen at once, one made by
   * another (`npm run import`) after this long at most.
   */
  versionCheckMs: number;
}

interface Entry {
  version: string;
  storedAt: number;
  status: number;
  /** Headers with the nonce of the request that made them replaced by a marker. */
  headers: [string, string][];
  /** The body cut where that nonce and the forms' signed times were: joined with each request's own. */
  body: Buffer[];
  /** What goes between two parts of the body, in order. */
  gaps: Gap[];
  /** The key the forms' times are signed with, when the page has a form. */
  formTimeKey?: string | undefined;
  /** A buffer an earlier answer was sent from, free again: the next answer is written into it. */
  spare?: Buffer<ArrayBuffer> | undefined;
  etag: string;
  /** What the entry holds: the body, and room for the spare buffer. */
  bytes: number;
}

// Cookies a public page may depend on (app/http/cookies.server.ts): the consent choice and the
// remembered language. A request with any other cookie (an owner session) is never answered from, nor
// stored in, the cache. The key holds them as sent: one value written two ways only makes two entries.
const knownCookies = /^(__Host-)?(consent|lang)$/;
const nonceMarker = "\u0000nonce\u0000";
const formTimeMarker = "\u0000form-time\u0000";
// A form's signed time (services/guard/form-time.server.ts): milliseconds, a dot, an HMAC.
const formTimeShape = /\d{13}\.[\w-]{43}/g;
// A page with a form changes its ETag this often, so that a shared cache in front revalidating it
// takes a page whose form time is still good (ADR 040).
const formTimeEtagMs = maximumFillMs / 2;

type Gap = "nonce" | "form-time";
const maxEntryBytes = 1024 * 1024;
const cacheable = /^(text\/html|text\/x-script)/;

/**
 * Rendered pages (HTML, and the data of client navigations) kept in memory per address, cookies
 * (consent state, language) and protocol, and served again while the content version (app/data/content-version.server.ts) is
 * the same. Every answer gets this request's fresh CSP nonce. Pages are sent with an ETag and
 * `Cache-Control: public, no-cache`, so a shared cache in front may keep them and revalidate each
 * time; a 304 carries no Content-Security-Policy, so the stored page keeps the one matching its nonce.
 */
export function pageCache(db: Kysely<Database>, options: PageCacheOptions) {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  let knownVersion = "";
  let versionReadAt = Number.NEGATIVE_INFINITY;
  onContentChange(() => {
    versionReadAt = Number.NEGATIVE_INFINITY;
  });
  /** The content version, read again when it may have changed; undefined when it cannot be read. */
  const currentVersion = async (): Promise<string | undefined> => {
    if (Date.now() - versionReadAt < options.versionCheckMs) return knownVersion;
    const version = await readContentVersion(db).catch(() => undefined);
    if (version === undefined) return undefined;
    versionReadAt = Date.now();
    if (version !== knownVersion) {
      entries.clear();
      bytes = 0;
      knownVersion = version;
    }
    return version;
  };
  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
  };

  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    const key = cacheKey(c);
    if (!key) return next();
    const version = await currentVersion();
    if (version === undefined) return next();
    const cached = entries.get(key);
    if (cached && Date.now() - cached.storedAt < options.maxAgeMs) {
      // Most recently used last: the Map's order is the eviction order.
      entries.delete(key);
      entries.set(key, cached);
      c.set("cache", "hit");
      return answer(c, cached);
    }
    remove(key);
    await next();
    const entry = await storable(c, version, db);
    if (!entry) return;
    c.set("cache", "miss");
    entries.set(key, entry);
    bytes += entry.bytes;
    for (const oldest of entries.keys()) {
      if (bytes <= options.maxBytes) break;
      remove(oldest);
    }
    replaceResponse(c, answer(c, entry));
  };
  return Object.assign(middleware, { stats: () => ({ entries: entries.size, bytes }) });
}

function cacheKey(c: Context<AppEnv>): string | undefined {
  if (c.req.method !== "GET" && c.req.method !== "HEAD") return undefined;
  const cookies = (c.req.header("cookie") ?? "")
    .split(";")
    .map((part) => part.trim())
    .filter(Boolean)
    .sort();
  if (cookies.some((cookie) => !knownCookies.test(cookie.split("=")[0] ?? ""))) return undefined;
  const url = new URL(c.req.url);
  // The origin and protocol show in canonical links, cookie names and the policy.
  return `${c.get("secure")}|${c.get("origin")}${url.pathname}${url.search}|${cookies.join(";")}`;
}

/** The response as an entry, when it is a complete successful page that sets nothing for one visitor. */
async function storable(
  c: Context<AppEnv>,
  version: string,
  db: Kysely<Database>,
): Promise<Entry | undefined> {
  const res = c.res;
  const type = res.headers.get("content-type") ?? "";
  if (c.req.method !== "GET" || res.status !== 200 || !cacheable.test(type)) return undefined;
  if (res.headers.has("set-cookie") || res.headers.has("cache-control")) return undefined;
  const text = await res.text();
  const nonce = c.get("nonce");
  const headers: [string, string][] = [];
  res.headers.forEach((value, name) => {
    headers.push([name, value.replaceAll(nonce, nonceMarker)]);
  });
  const formTimeKey = await formTimeKeyOf(text, db);
  const { parts, gaps } = cut(text, nonce, formTimeKey);
  const marked = parts.reduce((page, part, i) => page + markerOf(gaps[i - 1]) + part);
  const entry: Entry = {
    version,
    storedAt: Date.now(),
    status: res.status,
    headers,
    body: parts.map((part) => Buffer.from(part)),
    gaps,
    formTimeKey,
    etag: `W/"${createHash("sha1").update(marked).digest("base64url")}"`,
    bytes: 2 * Buffer.byteLength(text),
  };
  // Too large to be worth a place: answered, not kept.
  if (entry.bytes > 2 * maxEntryBytes) {
    replaceResponse(c, answer(c, entry));
    return undefined;
  }
  return entry;
}

/** The guard's key when the page holds a form's signed time (one that the key signed), else none. */
async function formTimeKeyOf(text: string, db: Kysely<Database>): Promise<string | undefined> {
  const candidates = text.match(formTimeShape);
  if (!candidates) return undefined;
  const key = await guardKey(db);
  return candidates.some((value) => formRenderedAt(key, value) !== undefined) ? key : undefined;
}

/**
 * The page cut at this request's nonce and at every form time the key signed (ADR 040: a page from
 * the cache gives each visitor a form time of their own, so "too fast" and its expiry mean something).
 */
function cut(text: string, nonce: string, formTimeKey: string | undefined) {
  const formTimes = formTimeKey
    ? [...new Set(text.match(formTimeShape))].filter(
        (value) => formRenderedAt(formTimeKey, value) !== undefined,
      )
    : [];
  const pattern = new RegExp([nonce, ...formTimes].map(escapeRegExp).join("|"), "g");
  const parts: string[] = [];
  const gaps: Gap[] = [];
  let from = 0;
  for (const match of text.matchAll(pattern)) {
    parts.push(text.slice(from, match.index));
    gaps.push(match[0] === nonce ? "nonce" : "form-time");
    from = match.index + match[0].length;
  }
  parts.push(text.slice(from));
  return { parts, gaps };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const markerOf = (gap: Gap | undefined) => (gap === "nonce" ? nonceMarker : formTimeMarker);

/** The entry's ETag now: a page with a form gets a new one every `formTimeEtagMs`. */
function etagOf(entry: Entry, now: number): string {
  if (!entry.formTimeKey) return entry.etag;
  return `${entry.etag.slice(0, -1)}.${Math.floor(now / formTimeEtagMs).toString(36)}"`;
}

/** Hono copies the previous response's headers onto a new one; these answers carry their own. */
function replaceResponse(c: Context<AppEnv>, res: Response) {
  c.res = undefined;
  c.res = res;
}

function answer(c: Context<AppEnv>, entry: Entry): Response {
  const nonce = c.get("nonce");
  const now = Date.now();
  const etag = etagOf(entry, now);
  const headers = new Headers();
  for (const [name, value] of entry.headers)
    headers.append(name, value.replaceAll(nonceMarker, nonce));
  headers.set("ETag", etag);
  headers.set("Cache-Control", "public, no-cache");
  headers.append("Vary", "Cookie");
  if (c.req.header("if-none-match") === etag) {
    // A shared cache revalidating keeps its stored page with that page's own policy.
    headers.delete("Content-Security-Policy");
    headers.delete("Content-Length");
    return new Response(null, { status: 304, headers });
  }
  if (c.req.method === "HEAD") return new Response(null, { status: entry.status, headers });
  const formTime = entry.formTimeKey ? signFormTime(entry.formTimeKey, now) : "";
  const values = { nonce, "form-time": formTime };
  return new Response(bodyWith(c, entry, values), { status: entry.status, headers });
}

/**
 * The page with this request's nonce and form time, written into the entry's spare buffer when there is one: a new
 * 60-100 kB buffer for every answer (allocation and garbage collection) took about a fifth of the CPU
 * of a cached answer. Once the socket has taken the bytes ("finish") the buffer is the spare again; an answer
 * cut short never finishes, and its buffer is left to the garbage collector.
 */
function bodyWith(
  c: Context<AppEnv>,
  entry: Entry,
  values: Record<Gap, string>,
): Buffer<ArrayBuffer> {
  const length = entry.body.reduce((sum, part) => sum + part.length, 0);
  const size = entry.gaps.reduce((sum, gap) => sum + Buffer.byteLength(values[gap]), length);
  const body = entry.spare?.length === size ? entry.spare : Buffer.allocUnsafe(size);
  if (body === entry.spare) entry.spare = undefined;
  let at = 0;
  entry.body.forEach((part, i) => {
    const gap = entry.gaps[i - 1];
    if (gap) at += body.write(values[gap], at);
    at += part.copy(body, at);
  });
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  outgoing?.once("finish", () => {
    entry.spare = body;
  });
  return body;
}
