import type { Generated } from "kysely";
import type { NullableTimestamp, Timestamp } from "#app/data/columns.ts";

// The agency's own pages: menu pages with their modules, and articles in categories.

export interface CategoryTable {
  id: Generated<number>;
  parent_id: number | null;
  key: string;
  sort: number;
}

export interface CategoryNameTable {
  category_id: number;
  language: string;
  name: string;
}

export interface ArticleTable {
  id: Generated<number>;
  key: string | null;
  category_id: number;
  status: string;
  sort: number;
  image_id: number | null;
  details: string;
  published_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ArticleTranslationTable {
  article_id: number;
  language: string;
  slug: string;
  title: string;
  summary: string;
  body: string;
}

export interface MenuPageTable {
  id: Generated<number>;
  parent_id: number | null;
  name: string;
  path: string;
  status: string;
  sort: number;
  params: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PageModuleTable {
  id: Generated<number>;
  page_id: number;
  status: string;
  sort: number;
  view: string;
  relation_type: string;
  relation_id: number | null;
  settings: string;
}

/** An edit not yet published: one per document (ADR 056). */
export interface ContentDraftTable {
  kind: string;
  key: string;
  /** The document as edited, JSON. */
  body: string;
  /** The revision the edit started from; null before the first publish. */
  base_revision: number | null;
  staff_id: number | null;
  updated_at: Timestamp;
}

/** A published state of a document, numbered from 1 per document (ADR 056). */
export interface ContentRevisionTable {
  id: Generated<number>;
  kind: string;
  key: string;
  number: number;
  body: string;
  /** The revision whose body a restore published again. */
  restored_from: number | null;
  staff_id: number | null;
  published_at: Timestamp;
}

export interface ContentTables {
  category: CategoryTable;
  category_name: CategoryNameTable;
  article: ArticleTable;
  article_translation: ArticleTranslationTable;
  menu_page: MenuPageTable;
  page_module: PageModuleTable;
  content_draft: ContentDraftTable;
  content_revision: ContentRevisionTable;
}
