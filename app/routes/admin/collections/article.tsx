import type { TFunction } from "i18next";
import { data } from "react-router";
import { dbContext, siteContext } from "#app/contexts.ts";
import { readArticleKey } from "#app/data/content/article-documents.server.ts";
import { ArticleEditor } from "#app/features/admin/collections/article-editor.tsx";
import { CollectionStyles } from "#app/features/admin/collections/collection-styles.tsx";
import { MediaPicker } from "#app/features/admin/media/media-picker.tsx";
import { EditorStyles } from "#app/features/admin/rich-text/editor-styles.tsx";
import { RichTextField } from "#app/features/admin/rich-text/rich-text-field.tsx";
import { SettingsStyles } from "#app/features/admin/settings/settings-styles.tsx";
import { doneNotice, seeOther } from "#app/http/desk-form.server.ts";
import { languageNames, translator } from "#app/i18n/translator.server.ts";
import { bundles, messages } from "#app/locales/messages.server.ts";
import { requireAdmin } from "#app/middleware/staff.server.ts";
import { staffActOf } from "#app/middleware/staff-act.server.ts";
import {
  articleBodyOf,
  articleFormErrors,
  articleFormValues,
  categoryFields,
  postedValues,
} from "#app/model/admin/article-form.ts";
import { articlePath, categoryPath, listTitle } from "#app/model/admin/collections.ts";
import { historyPath } from "#app/model/admin/site-forms.ts";
import { articleTitles } from "#app/model/content/article-document.ts";
import { articlePreviewPath } from "#app/routing/article-preview-path.ts";
import { deskPreviewPath } from "#app/routing/desk-paths.ts";
import {
  discardDraft,
  publishDocument,
  saveDocumentDraft,
} from "#app/services/admin/site-publishing.server.ts";
import type { Route } from "./+types/article";
import { editorLibrary, openArticle } from "./article-page.server.ts";
import { shownLanguages } from "./category-page.server.ts";

// Issue 27 "Pages and collections", ADR 063: one article's editor, for admins only: its texts in every
// enabled language, its image and its category's details, saved as a draft (`?do=save`), published
// (`?do=publish`) or discarded (`?do=discard`). A refused form answers 422 with its messages beside the
// fields and the values as posted; nothing is stored.

const doneKeys = ["created", "saved", "published", "discarded"] as const;

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { language } = requireAdmin(context);
  const { category, id, ref, hasDraft, current } = await openArticle(context, params);
  const { languages: site, menuPages } = context.get(siteContext);
  const texts = messages[language].adminCollections;
  const t: TFunction<["common", "adminCollections"]> = translator(language);
  const names = languageNames();
  const title =
    listTitle(articleTitles(current), shownLanguages(language, site)) ??
    t("adminCollections:category.untitled", { id: ref.key });
  const done = doneNotice(url, doneKeys)?.key as (typeof doneKeys)[number] | undefined;
  return {
    title,
    documentTitle: `${title} | ${messages[language].admin.shell.desk}`,
    back: {
      path: categoryPath(category),
      label: t("adminCollections:editor.back", { category: texts.categories[category] }),
    },
    links: { history: historyPath(ref), preview: deskPreviewPath },
    // The public page "Preview" opens, in the member's language when the article is written in it.
    previewReturn: articlePreviewPath(
      current,
      await readArticleKey(context.get(dbContext), id),
      [language, site.default, ...site.enabled].find(
        (code) => site.enabled.includes(code) && current.texts[code],
      ) ?? site.default,
      await menuPages(),
    ),
    hasDraft,
    notice: done && texts.done[done],
    languages: site.enabled.map((code) => ({ code, name: names[code] })),
    details: categoryFields[category],
    values: articleFormValues(current),
    selectedImage: current.image?.key,
    ...(await editorLibrary(context, language)),
    messages: bundles(language, ["adminCollections", "adminEditor", "adminMedia"]),
  };
}

type Answer = {
  values?: Record<string, string | string[]>;
  errors?: Record<string, string>;
  refused?: "stale" | "noDraft";
};

export async function action({ request, params, url, context }: Route.ActionArgs) {
  const { language } = requireAdmin(context);
  const { category, id, ref, current } = await openArticle(context, params);
  const act = staffActOf(context);
  const done = (key: (typeof doneKeys)[number]) =>
    seeOther(`${articlePath(category, id)}?done=${key}`);
  switch (url.searchParams.get("do")) {
    case "save": {
      const form = await request.formData().catch(() => new FormData());
      const { files } = await editorLibrary(context, language);
      const enabled = context.get(siteContext).languages.enabled;
      const body = articleBodyOf(form, current, { enabled, library: files });
      const outcome = await saveDocumentDraft(act, ref, body);
      if (outcome === "saved") return done("saved");
      if (outcome === "unknown") throw data(null, { status: 404 });
      const errors = articleFormErrors(outcome.issues, category);
      return data<Answer>({ values: postedValues(form), errors }, { status: 422 });
    }
    case "publish": {
      const outcome = await publishDocument(act, ref);
      if (outcome === "unknown") throw data(null, { status: 404 });
      if (outcome === "stale") return data<Answer>({ refused: "stale" }, { status: 409 });
      if (outcome === "no-draft") return data<Answer>({ refused: "noDraft" }, { status: 409 });
      if ("published" in outcome) return done("published");
      const errors = articleFormErrors(outcome.issues, category);
      return data<Answer>({ values: articleFormValues(current), errors }, { status: 422 });
    }
    case "discard":
      if (await discardDraft(act, ref)) return done("discarded");
      return data<Answer>({ refused: "noDraft" }, { status: 409 });
    default:
      throw data("Unknown form", { status: 400 });
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.documentTitle }] : [];

export default function ArticleRoute({ loaderData, actionData }: Route.ComponentProps) {
  const answer: Answer | undefined = actionData;
  const refused = answer?.refused && loaderData.messages.adminCollections?.errors[answer.refused];
  return (
    <>
      <SettingsStyles />
      <CollectionStyles />
      <EditorStyles />
      <ArticleEditor
        {...loaderData}
        values={answer?.values ?? loaderData.values}
        errors={answer?.errors ?? {}}
        refused={refused}
        selectedImage={answer?.values ? imageKeyOf(answer.values.image) : loaderData.selectedImage}
        Picker={MediaPicker}
        RichText={RichTextField}
      />
    </>
  );
}

/** The key of the image a refused form had chosen (the picker posts the image's JSON). */
function imageKeyOf(value: string | string[] | undefined): string | undefined {
  const match = typeof value === "string" ? /"key":"([^"]+)"/.exec(value) : null;
  return match?.[1];
}
