import { createHash } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import type { Kysely } from "kysely";
import { onContentChange, readContentVersion } from "#app/data/content/content-version.server.ts";
import type { Database } from "#app/data/schema.ts";
import { formRenderedAt } from "#app/services/guard/form-time.server.ts";
import { guardKey } from "#app/services/guard/guard-key.server.ts";
import { answer, type Entry, encodingFor, type Gap, nonceMarker } from "./cached-answer.ts";
import type { Encoding } from "./compression.ts";
import { hashedPolicy } from "./hashed-policy.ts";
import type { AppEnv } from "./hono-env.ts";
import { brotliOf, gzipOf } from "./page-encodings.ts";

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

// Cookies a public page may depend on (app/http/cookies.server.ts): the consent choice and the
// remembered language. A request with any other cookie (an owner session) is never answered from, nor
// stored in, the cache. The key holds them as sent: one value written two ways only makes two entries.
const knownCookies = /^(__Host-)?(consent|lang)$/;
// A form's signed time (services/guard/form-time.server.ts): milliseconds, a dot, an HMAC.
const formTimeShape = /\d{13}\.[\w-]{43}/g;
const formTimeMarker = "\u0000form-time\u0000";

const maxEntryBytes = 1024 * 1024;
const cacheable = /^(text\/html|text\/x-script)/;

/**
 * Rendered pages (HTML, and the data of client navigations) kept in memory per address, cookies
 * (consent state, language) and protocol, and served again while the content version
 * (app/data/content-version.server.ts) is the same. A kept page carries no nonce: its policy lists
 * its inline scripts by hash, so that its brotli and gzip bytes are made once (ADR 067). Pages are
 * sent with an ETag per encoding and `Cache-Control: public, no-cache`, so a shared cache in front
 * may keep them and revalidate each time.
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
  /** `more` bytes on an entry (a new one, or a compressed form made), the least recently used out. */
  const grow = (entry: Entry, more: number) => {
    entry.bytes += more;
    if (entries.get(entry.key) !== entry) return;
    bytes += more;
    for (const oldest of entries.keys()) {
      if (bytes <= options.maxBytes) break;
      remove(oldest);
    }
  };
  /** The entry's form in `encoding`, made once on the thread pool; its bytes count from then on. */
  const encode = (entry: Entry, encoding: Encoding | undefined) => {
    if (encoding === "br")
      entry.encoded.br ??= kept(entry, brotliOf(entry.body[0]), (br) => br.length);
    if (encoding === "gzip")
      entry.encoded.gzip ??= kept(entry, gzipOf(entry.body), (gzip) => gzip([]).length);
  };
  const kept = <T>(entry: Entry, making: Promise<T>, size: (form: T) => number) =>
    making.then(
      (form) => {
        grow(entry, size(form));
        return form;
      },
      // Not kept compressed: answered as it is (and compressed for that answer).
      () => undefined,
    );
  const respond = (c: Context<AppEnv>, entry: Entry) => {
    const encoding = encodingFor(c, entry);
    encode(entry, encoding);
    return answer(c, entry, encoding);
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
      return respond(c, cached);
    }
    remove(key);
    await next();
    const entry = await storable(c, key, version, db);
    if (!entry) return;
    c.set("cache", "miss");
    // Too large to be worth a place: answered, not kept.
    if (entry.bytes <= 2 * maxEntryBytes) {
      entries.set(key, entry);
      bytes += entry.bytes;
      grow(entry, 0);
    }
    replaceResponse(c, await respond(c, entry));
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

/**
 * The response as an entry, when it is a complete successful page that sets nothing for one visitor
 * and whose nonce can be replaced by hashes (ADR 067). A page read but not kept is put back as it was.
 */
async function storable(
  c: Context<AppEnv>,
  key: string,
  version: string,
  db: Kysely<Database>,
): Promise<Entry | undefined> {
  const res = c.res;
  const type = res.headers.get("content-type") ?? "";
  if (c.req.method !== "GET" || res.status !== 200 || !cacheable.test(type)) return undefined;
  if (res.headers.has("set-cookie") || res.headers.has("cache-control")) return undefined;
  const text = await res.text();
  const nonce = c.get("nonce");
  const formTimeKey = await formTimeKeyOf(text, db);
  const kept = formTimeKey ? withGaps(res, text, nonce, formTimeKey) : hashed(res, text, nonce);
  if (!kept) {
    replaceResponse(c, new Response(text, res));
    return undefined;
  }
  const { headers, parts, gaps } = kept;
  const body = parts.map((part) => Buffer.from(part));
  const size = body.reduce((sum, part) => sum + part.length, 0);
  const marked = parts.reduce((page, part, i) => page + markerOf(gaps[i - 1]) + part);
  return {
    key,
    version,
    storedAt: Date.now(),
    status: res.status,
    headers,
    body,
    gaps,
    formTimeKey,
    etag: `W/"${createHash("sha1").update(marked).digest("base64url")}"`,
    // The body, and a spare buffer to write answers with form times into.
    bytes: gaps.length > 0 ? 2 * size : size,
    encoded: {},
  };
}

/** A page without a form: no nonce, its policy by hash (ADR 067); none when that cannot be done. */
function hashed(res: Response, text: string, nonce: string) {
  const policy = res.headers.get("content-security-policy");
  const page = policy ? hashedPolicy(text, policy, nonce) : { html: text, policy };
  const headers: [string, string][] = [];
  res.headers.forEach((value, name) => {
    headers.push([name, name === "content-security-policy" ? (page?.policy ?? value) : value]);
  });
  if (!page || page.html.includes(nonce) || headers.some(([, value]) => value.includes(nonce)))
    return undefined;
  return { headers, parts: [page.html], gaps: [] };
}

/** A page with a form, cut at its nonce and at its form times, and its headers at the nonce. */
function withGaps(res: Response, text: string, nonce: string, formTimeKey: string) {
  const headers: [string, string][] = [];
  res.headers.forEach((value, name) => {
    headers.push([name, value.replaceAll(nonce, nonceMarker)]);
  });
  return { headers, ...cut(text, nonce, formTimeKey) };
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
function cut(text: string, nonce: string, formTimeKey: string) {
  const formTimes = [...new Set(text.match(formTimeShape))].filter(
    (value) => formRenderedAt(formTimeKey, value) !== undefined,
  );
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

/** Hono copies the previous response's headers onto a new one; these answers carry their own. */
function replaceResponse(c: Context<AppEnv>, res: Response) {
  c.res = undefined;
  c.res = res;
}
