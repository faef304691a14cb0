import type { Language } from "#app/i18n/languages.ts";

// Issue 27 "Pages and collections": the desk's menu tree. Every page (hidden ones too) under its
// parent, siblings in the public menu's order (sort, then id: app/data/content/content-reader.server.ts),
// with what the tree shows of each (ADR 062).

/** A page as the tree reads it from its row. */
export interface PageTreeRow {
  id: number;
  parent: number | null;
  name: string;
  path: string;
  visible: boolean;
  sort: number;
  titles: Partial<Record<Language, string>>;
  /** Its URL segment per language where it has one (ADR 062), else its path. */
  slugs: Partial<Record<Language, string>>;
}

/** A page in the tree's order, parents before their children. */
export interface PageTreeEntry extends PageTreeRow {
  /** 0 at the top of the menu. */
  depth: number;
  /** Its parent's name, said to screen readers, which do not see the indent. */
  parentName: string | undefined;
  /** Whether a sibling comes before it, after it: the move buttons it has. */
  canMoveUp: boolean;
  canMoveDown: boolean;
}

const menuOrder = (a: PageTreeRow, b: PageTreeRow) => a.sort - b.sort || a.id - b.id;

/** The pages depth first, each list of siblings in menu order. A row under no known page is left out. */
export function pageTree(rows: readonly PageTreeRow[]): PageTreeEntry[] {
  const childrenOf = new Map<number | null, PageTreeRow[]>();
  for (const row of rows) childrenOf.set(row.parent, [...(childrenOf.get(row.parent) ?? []), row]);
  const entries: PageTreeEntry[] = [];
  const walk = (parent: PageTreeRow | undefined, depth: number) => {
    const siblings = [...(childrenOf.get(parent?.id ?? null) ?? [])].sort(menuOrder);
    siblings.forEach((row, index) => {
      entries.push({
        ...row,
        depth,
        parentName: parent?.name,
        canMoveUp: index > 0,
        canMoveDown: index < siblings.length - 1,
      });
      walk(row, depth + 1);
    });
  };
  walk(undefined, 0);
  return entries;
}

/** Where a page's document stands (ADR 056): live only, a draft waiting, or a draft begun before a later publish. */
export type PageDraftState = "none" | "draft" | "stale";

export function pageDraftState(
  draft: { baseRevision: number | undefined } | undefined,
  latestRevision: number | undefined,
): PageDraftState {
  if (!draft) return "none";
  return draft.baseRevision === latestRevision ? "draft" : "stale";
}
