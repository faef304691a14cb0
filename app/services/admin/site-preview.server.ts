import { createHmac, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import { readPreviewSession } from "#app/data/admin/preview-sessions.server.ts";
import { readDrafts } from "#app/data/content/content-drafts.server.ts";
import { readMenuPages } from "#app/data/content/content-reader.server.ts";
import type { Database } from "#app/data/schema.ts";
import { storedSecret } from "#app/data/secrets/stored-secret.server.ts";
import { sessionIsOpen } from "#app/domain/account-session.ts";
import type { StaffSessionLimits } from "#app/domain/staff-session.ts";
import { type SiteConfig, siteConfigSchema } from "#app/model/config/site-config.ts";
import { starterSiteConfig } from "#app/model/config/starter-config.ts";
import { type ArticleDrafts, articleDocumentSchema } from "#app/model/content/article-document.ts";
import type { MenuPage } from "#app/model/content/menu-page.ts";
import { pageDocumentSchema } from "#app/model/content/page-document.ts";
import type { SiteDocumentKind } from "#app/model/content/site-document.ts";

// docs/requirements.md §17 "Draft, preview, publish, history", ADR 061: an admin sees the public pages
// with the drafts applied. The preview cookie is a pass, never the desk cookie: the desk session's id,
// an expiry, and an HMAC (stored secret `preview`) over both and the session's token hash. It opens
// nothing but the preview, and only while that session is open, its account enabled and an admin's.

/** A pass lasts an hour at most; the desk session's own limits may end it sooner. */
export const previewPassSeconds = 60 * 60;

const passShape = /^(\d{1,15})\.(\d{13})\.([\w-]{43})$/;

/**
 * ADR 061 (amended): the key is kept in the process, not read on every previewed request, and read
 * again after this long, so that a key replaced in the database (every pass revoked at once) is the
 * one every server uses within minutes.
 */
const previewKeyRenewalMs = 5 * 60 * 1000;
const keys = new WeakMap<Kysely<Database>, { key: Promise<string>; readAt: number }>();

function previewKey(db: Kysely<Database>, now: Date): Promise<string> {
  const kept = keys.get(db);
  if (kept && now.getTime() - kept.readAt < previewKeyRenewalMs) return kept.key;
  const key = storedSecret(db, "preview");
  keys.set(db, { key, readAt: now.getTime() });
  key.catch(() => keys.delete(db));
  return key;
}

const mac = (key: string, sessionId: number, tokenHash: string, expiresAt: number) =>
  createHmac("sha256", key).update(`${sessionId}.${tokenHash}.${expiresAt}`).digest("base64url");

/** The pass of an admin's open desk session, or undefined when that session is no longer there. */
export async function previewPass(
  db: Kysely<Database>,
  sessionId: number,
  now: Date,
): Promise<string | undefined> {
  const session = await readPreviewSession(db, sessionId);
  if (session?.role !== "admin") return undefined;
  const expiresAt = now.getTime() + previewPassSeconds * 1000;
  return `${sessionId}.${expiresAt}.${mac(await previewKey(db, now), sessionId, session.tokenHash, expiresAt)}`;
}

/** Whether a cookie's value is a pass made here, not expired, of a desk session still open and an admin's. */
export async function previewPassHolds(
  db: Kysely<Database>,
  value: string,
  limits: StaffSessionLimits,
  now: Date,
): Promise<boolean> {
  const [, id, expiry, proof] = passShape.exec(value) ?? [];
  if (!id || !expiry || !proof) return false;
  const sessionId = Number(id);
  const expiresAt = Number(expiry);
  const time = now.getTime();
  if (expiresAt <= time || expiresAt > time + previewPassSeconds * 1000) return false;
  const session = await readPreviewSession(db, sessionId);
  if (session?.role !== "admin" || !sessionIsOpen(session, limits.admin, time)) return false;
  const expected = Buffer.from(
    mac(await previewKey(db, now), sessionId, session.tokenHash, expiresAt),
  );
  const given = Buffer.from(proof);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The configuration a preview shows: each settings group's draft over the live group, in the order of
 * their names; a draft that would make the whole invalid (a default language it does not enable) is
 * left out, its group shown live, as publishing it would be refused. A fresh site (none stored) starts
 * from the starter configuration, as its first publish does (ADR 060).
 */
export async function previewSiteConfig(
  db: Kysely<Database>,
  live: SiteConfig | undefined,
): Promise<SiteConfig | undefined> {
  const drafts = [...(await readDrafts(db, "settings"))].sort(([a], [b]) => a.localeCompare(b));
  if (drafts.length === 0) return live;
  let config = live ?? starterSiteConfig;
  for (const [group, draft] of drafts) {
    const parsed = siteConfigSchema.safeParse({ ...config, [group]: draft.body });
    if (parsed.success) config = parsed.data;
  }
  return config;
}

/**
 * The drafts of a kind keyed by a row id (pages, articles), by id; a draft the schema no longer accepts
 * is left out, its row shown live.
 */
async function rowDrafts<T>(
  db: Kysely<Database>,
  kind: SiteDocumentKind,
  schema: { safeParse(body: unknown): { success: true; data: T } | { success: false } },
): Promise<Map<number, T>> {
  const drafts = new Map<number, T>();
  for (const [key, draft] of await readDrafts(db, kind)) {
    const parsed = schema.safeParse(draft.body);
    if (parsed.success) drafts.set(Number(key), parsed.data);
  }
  return drafts;
}

/** The menu a preview shows (ADR 062): each page's draft in place of its row. */
export async function previewMenuPages(db: Kysely<Database>): Promise<MenuPage[]> {
  return readMenuPages(db, await rowDrafts(db, "page", pageDocumentSchema));
}

/** The articles a preview shows (ADR 061 amended, 063): each article's draft in place of its row. */
export function previewArticleDrafts(db: Kysely<Database>): Promise<ArticleDrafts> {
  return rowDrafts(db, "article", articleDocumentSchema);
}
