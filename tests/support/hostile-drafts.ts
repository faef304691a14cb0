import { fieldId } from "#app/model/admin/settings/field-tree.ts";
import {
  type SettingsGroup,
  settingsGroupPath,
} from "#app/model/admin/settings/settings-groups.ts";
import type { PageDocument } from "#app/model/content/page-document.ts";
import type { SiteDocumentRef } from "#app/model/content/site-document.ts";
import { openDocument, saveDocumentDraft } from "#app/services/admin/site-publishing.server.ts";
import type { StaffAct } from "#app/services/admin/staff-act.server.ts";
import { hostilePage, hostileSettingsPost } from "./hostile-settings.ts";

// Issue 27 "Stored XSS is impossible": drafts full of the OWASP list, saved as the desk saves them.

type Post = (path: string, body: URLSearchParams) => Response | Promise<Response>;

/**
 * Saves a settings group's draft through its form with hostile text in every text field. A field whose
 * format refuses the text (an address, a URL) is answered 422 with its error: the form is drawn again
 * (kept in `refusals` to be judged) and posted once more with that field's own value.
 * Answers what each accepted field was given.
 */
export async function saveHostileSettings(
  post: Post,
  group: SettingsGroup,
  value: unknown,
  refusals: [string, string][],
): Promise<Map<string, string>> {
  const kept = new Set<string>();
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const { form, given } = hostileSettingsPost(group, value, kept);
    const res = await post(`${settingsGroupPath(group)}?do=save`, new URLSearchParams(form));
    if (res.status === 303) return given;
    const html = await res.text();
    if (res.status !== 422) throw new Error(`${group}: ${res.status}`);
    refusals.push([group, html]);
    const refused = [...given.keys()].filter((path) =>
      html.includes(`id="${fieldId(path)}-error"`),
    );
    if (refused.length === 0) throw new Error(`${group} refused without a field's error`);
    for (const path of refused) kept.add(path);
  }
  throw new Error(`${group} still refused`);
}

/**
 * Saves a draft of every menu page with hostile texts through the pages' use case (ADR 062; the page
 * editor's form replaces this when it comes). Answers the pages.
 */
export async function saveHostilePages(act: StaffAct): Promise<SiteDocumentRef[]> {
  const { db } = act;
  const refs: SiteDocumentRef[] = [];
  for (const { id } of await db.selectFrom("menu_page").select("id").orderBy("id").execute()) {
    const ref = { kind: "page", key: String(id) } as const;
    const page = (await openDocument(db, ref))?.live as PageDocument;
    const saved = await saveDocumentDraft(act, ref, hostilePage(page));
    if (saved !== "saved") throw new Error(`page ${id}: ${JSON.stringify(saved)}`);
    refs.push(ref);
  }
  return refs;
}
