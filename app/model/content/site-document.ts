// docs/requirements.md §17, ADR 056: what the desk edits, drafts, publishes and keeps the history of is a
// document, named by its kind and its key: a settings group ("agency", "theme", ... the top-level keys of
// the site configuration), a menu page (key: its id, ADR 062), and an article: a collection's item or a
// standalone text (key: its id, ADR 063).

export const siteDocumentKinds = ["settings", "page", "article"] as const;

export type SiteDocumentKind = (typeof siteDocumentKinds)[number];

export interface SiteDocumentRef {
  kind: SiteDocumentKind;
  key: string;
}

/** A published state of a document. */
export interface SiteRevision {
  number: number;
  publishedAt: Date;
  /** Who published it; undefined for the state found before the desk's first publish, or a removed member. */
  staffId: number | undefined;
  /** The revision a restore published again. */
  restoredFrom: number | undefined;
}
