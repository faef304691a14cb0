import type { Kysely } from "kysely";
import { readSiteConfig } from "#app/data/config/site-config.server.ts";
import { readDrafts } from "#app/data/content/content-drafts.server.ts";
import { documentStates } from "#app/data/content/document-states.server.ts";
import { readPageTreeRows } from "#app/data/content/page-tree.server.ts";
import type { Database } from "#app/data/schema.ts";
import type { Language } from "#app/i18n/languages.ts";
import {
  type PageDraftState,
  type PageTreeEntry,
  pageDraftState,
  pageTree,
} from "#app/model/admin/pages/page-tree.ts";
import { starterSiteConfig } from "#app/model/config/starter-config.ts";
import { missingPageLanguages } from "#app/model/content/page-document.ts";
import { menuPageUrl } from "#app/routing/menu-urls.ts";

// Issue 27 "Pages and collections": what the desk's tree shows of each page: its place, its title in
// the desk's language, its address, visible or hidden, its draft (ADR 056), and the enabled languages
// it has no title in (ADR 062: a publish is refused until they are filled in).

export interface PageTreeView extends PageTreeEntry {
  title: string | undefined;
  /** Where it lives (or would, once shown): in the desk's language when the site speaks it. */
  address: string;
  draft: PageDraftState;
  missing: Language[];
}

export async function readPagesTree(
  db: Kysely<Database>,
  deskLanguage: Language,
): Promise<{ pages: PageTreeView[]; enabled: Language[] }> {
  const [rows, drafts, states, config] = await Promise.all([
    readPageTreeRows(db),
    readDrafts(db, "page"),
    documentStates(db, "page"),
    readSiteConfig(db),
  ]);
  const { enabled, default: fallback } = (config ?? starterSiteConfig).languages;
  const language = enabled.includes(deskLanguage) ? deskLanguage : fallback;
  const urls = new Map<number, string>();
  const pages = pageTree(rows).map((entry) => {
    const key = String(entry.id);
    const parentUrl = entry.parent === null ? undefined : urls.get(entry.parent);
    const address = menuPageUrl({ path: entry.path, slugs: entry.slugs }, language, parentUrl);
    urls.set(entry.id, address);
    return {
      ...entry,
      title: entry.titles[deskLanguage]?.trim() || undefined,
      address,
      draft: pageDraftState(drafts.get(key), states.get(key)?.published?.number),
      missing: missingPageLanguages({ params: { title: entry.titles } }, enabled),
    };
  });
  return { pages, enabled: [...enabled] };
}
