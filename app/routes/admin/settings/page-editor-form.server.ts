import { data, type RouterContextProvider } from "react-router";
import type { z as zod } from "zod";
import { z } from "zod";
import { dbContext, siteContext } from "#app/contexts.ts";
import { readModuleChoices, readPageChoices } from "#app/data/content/page-choices.server.ts";
import { listMediaItems } from "#app/data/media/media-library.server.ts";
import { messages } from "#app/locales/messages.server.ts";
import { staffContext } from "#app/middleware/staff.server.ts";
import { pickerImageOf } from "#app/model/admin/media-library.ts";
import { pageFormView } from "#app/model/admin/pages/page-form.ts";

// Issue 27 "Pages and collections": what the page editor's loader and action share: the page a URL
// names (else the desk's 404), and its form drawn for the member's language and the site's languages.

const pageIdSchema = z.string().regex(/^[1-9]\d{0,9}$/);

/** The page's id in the URL: digits without a leading zero (ADR 062), else the desk's 404. */
export function pageKeyOf(params: { id?: string | undefined }): string {
  const parsed = pageIdSchema.safeParse(params.id);
  if (!parsed.success) throw data(null, { status: 404 });
  return parsed.data;
}

export async function pageFormOf(
  context: Readonly<RouterContextProvider>,
  key: string,
  value: unknown,
  issues: zod.core.$ZodIssue[] = [],
) {
  const { language } = context.get(staffContext);
  const db = context.get(dbContext);
  const [items, pages, relations] = await Promise.all([
    listMediaItems(db, "image"),
    readPageChoices(db),
    readModuleChoices(db, language),
  ]);
  const option = ({ key, name }: { key: string; name: string | undefined }) => ({
    value: key,
    label: name ? `${name} (${key})` : key,
  });
  return pageFormView(value, issues, {
    texts: {
      settings: messages[language].adminSettings,
      page: messages[language].adminPageEditor,
    },
    enabled: context.get(siteContext).languages.enabled,
    library: items.flatMap((item) => pickerImageOf(item, language) ?? []),
    choices: {
      id: Number(key),
      pages,
      articles: relations.articles.map(option),
      categories: relations.categories.map(option),
    },
  });
}
