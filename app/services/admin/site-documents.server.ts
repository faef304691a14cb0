import type { Kysely } from "kysely";
import type { z } from "zod";
import { readSiteConfig, writeSiteConfig } from "#app/data/config/site-config.server.ts";
import type { Database } from "#app/data/schema.ts";
import {
  bannerContrastFailures,
  type ContrastFailure,
  themeContrastFailures,
} from "#app/model/config/colour-contrast.ts";
import { type SiteConfig, siteConfigSchema } from "#app/model/config/site-config.ts";
import { starterSiteConfig } from "#app/model/config/starter-config.ts";
import type { SiteDocumentKind } from "#app/model/content/site-document.ts";
import { withoutNulDeep } from "#app/model/forms/submission.ts";
import { articleKind } from "./article-documents.server.ts";
import { pageKind } from "./page-documents.server.ts";

// ADR 056: what each kind of document the desk edits needs from the publishing use cases: which keys
// exist, the schema a draft must pass, and how its live state is read and written. A kind's `writeLive`
// changes the content version through its writer (so that every server's page cache renews).

export type DocumentIssues = z.core.$ZodIssue[];

export interface DocumentKind {
  /** Every document of the kind, by key (what a site file holds). */
  keys(db: Kysely<Database>): Promise<string[]>;
  hasKey(db: Kysely<Database>, key: string): Promise<boolean>;
  /** The edited body as it would be stored, or the issues that refuse it. */
  parse(key: string, body: unknown): { value: unknown } | { issues: DocumentIssues };
  readLive(db: Kysely<Database>, key: string): Promise<unknown>;
  /**
   * Writes the live state; answers the issues when the site as a whole would not be valid with it
   * (then nothing is written). `by` is who publishes, for what the write records beside it (ADR 062).
   */
  writeLive(
    db: Kysely<Database>,
    key: string,
    value: unknown,
    by: { staffId: number | undefined; now: Date },
  ): Promise<DocumentIssues | undefined>;
  /**
   * Makes the documents a site file names that the site lacks (their bodies parsed, by key), before the
   * import publishes those bodies over them (ADR 062, amended); a kind without it, or a key it cannot
   * make, refuses them as unknown documents.
   */
  create?: {
    canMake(key: string): boolean;
    make(db: Kysely<Database>, documents: ReadonlyMap<string, unknown>, now: Date): Promise<void>;
  };
}

type SettingsGroup = keyof SiteConfig;
const groupSchemas = siteConfigSchema.shape as Record<SettingsGroup, z.ZodType>;

/**
 * Issue 27 "Settings": colours that fail WCAG AA are refused when edited, not by the stored
 * configuration's schema (a configuration stored before this rule must keep reading).
 */
function contrastIssues(key: string, value: unknown): DocumentIssues {
  const failures: ContrastFailure[] =
    key === "theme"
      ? themeContrastFailures(value as SiteConfig["theme"])
      : key === "pageBanner" && (value as SiteConfig["pageBanner"]).type === "color"
        ? bannerContrastFailures((value as { color: string }).color)
        : [];
  return failures.map(({ field, ...contrast }) => ({
    code: "custom",
    path: [field],
    message: "contrast",
    params: { contrast },
    input: (value as Record<string, unknown>)[field],
  }));
}

/**
 * The site configuration's top-level groups, each a document of kind "settings". Before any
 * configuration is stored, the starter one is live (starter-config.ts): a fresh site is editable, and
 * its first publish writes a whole configuration.
 */
const settings: DocumentKind = {
  keys: async () => Object.keys(groupSchemas),
  hasKey: async (_db, key) => Object.hasOwn(groupSchemas, key),
  parse(key, body) {
    const parsed = groupSchemas[key as SettingsGroup].safeParse(body);
    if (!parsed.success) return { issues: parsed.error.issues };
    const issues = contrastIssues(key, parsed.data);
    return issues.length ? { issues } : { value: parsed.data };
  },
  async readLive(db, key) {
    return ((await readSiteConfig(db)) ?? starterSiteConfig)[key as SettingsGroup];
  },
  async writeLive(db, key, value) {
    const current = (await readSiteConfig(db)) ?? starterSiteConfig;
    const next = { ...current, [key]: value };
    const parsed = siteConfigSchema.safeParse(next);
    if (!parsed.success) return parsed.error.issues;
    await writeSiteConfig(db, parsed.data);
    return undefined;
  },
};

export const documentKinds: Record<SiteDocumentKind, DocumentKind> = {
  settings,
  page: pageKind,
  article: articleKind,
};

/**
 * A document as its kind judges it, its texts without NUL characters first (withoutNul: PostgreSQL
 * refuses them in a text column, which would fail the publish on one engine only).
 */
export function parseDocument(kind: DocumentKind, key: string, body: unknown) {
  return kind.parse(key, withoutNulDeep(body));
}
