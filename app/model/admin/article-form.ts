import type { z } from "zod";
import { slugify } from "#app/domain/slug.ts";
import type { Language } from "#app/i18n/languages.ts";
import type { CategoryKey } from "#app/model/content/article.ts";
import type { ArticleDocument } from "#app/model/content/article-document.ts";

// Issue 27 "Pages and collections", ADR 063: an article's editor as a plain form: one field per value,
// named `<language>.<field>` for a language's text (`en.title`), and its category's own details. The
// posted form becomes the article's body over its current state (what the form does not show stays);
// the schema's issues come back as message keys beside their fields.

/** The details each category's editor shows, besides texts, state and image. */
export const categoryFields: Record<CategoryKey, readonly DetailField[]> = {
  testimonials: ["author", "rating"],
  team: ["role", "email", "phone"],
  news: ["date", "pdf"],
  documents: ["files"],
  services: [],
  pages: [],
};

export type DetailField =
  | "author"
  | "rating"
  | "role"
  | "email"
  | "phone"
  | "date"
  | "pdf"
  | "files";

export const textFields = ["title", "slug", "summary", "body"] as const;
type TextField = (typeof textFields)[number];

export const textField = (language: Language, field: TextField | "role") => `${language}.${field}`;

/** A file of the library the editor offers for download: its stored file and its name. */
export interface LibraryFile {
  mediaFileId: number;
  name: string;
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
};

/** The image field's JSON (the picker posts an imageRef); anything unreadable goes to the schema as is. */
function imageOf(value: string): unknown {
  if (value === "") return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

function textsOf(form: FormData, current: ArticleDocument, enabled: readonly Language[]) {
  const texts: Record<string, unknown> = { ...current.texts };
  for (const language of enabled) {
    const get = (field: TextField) => text(form, textField(language, field));
    const [title, slug, summary, body] = [get("title"), get("slug"), get("summary"), get("body")];
    // A language left wholly empty is not written: the article lacks it (refused once visible).
    if (!title && !slug && !summary && !body) delete texts[language];
    else texts[language] = { title, slug: slug || slugify(title), summary, body };
  }
  return texts;
}

function detailsOf(form: FormData, current: ArticleDocument, enabled: readonly Language[]) {
  const fields = categoryFields[current.category];
  const details: Record<string, unknown> = { ...current.details };
  const set = (key: string, value: unknown) => {
    if (value === "" || value === undefined) delete details[key];
    else details[key] = value;
  };
  if (fields.includes("author")) set("author", text(form, "author"));
  if (fields.includes("rating")) {
    const rating = text(form, "rating");
    set("rating", rating === "" ? undefined : /^\d{1,2}$/.test(rating) ? Number(rating) : rating);
  }
  if (fields.includes("email")) set("email", text(form, "email"));
  if (fields.includes("phone")) set("phone", text(form, "phone"));
  if (fields.includes("role")) {
    const role = Object.fromEntries(
      enabled.flatMap((l) =>
        text(form, textField(l, "role")) ? [[l, text(form, textField(l, "role"))]] : [],
      ),
    );
    set("role", Object.keys(role).length > 0 ? role : undefined);
  }
  return details;
}

function documentsOf(form: FormData, current: ArticleDocument, library: readonly LibraryFile[]) {
  const fields = categoryFields[current.category];
  if (!fields.includes("pdf") && !fields.includes("files")) return current.documents;
  const chosen = form.getAll(fields.includes("pdf") ? "pdf" : "files").map(String);
  return chosen.flatMap((value) => {
    if (value === "") return [];
    const file = library.find((f) => String(f.mediaFileId) === value);
    // A file no longer in the library is kept by its number: the publish refuses it as unknown.
    return [file ?? { mediaFileId: Number(value) || -1, name: value }];
  });
}

/** The body a posted editor form makes of the article as it stands (its draft, else its live state). */
export function articleBodyOf(
  form: FormData,
  current: ArticleDocument,
  { enabled, library }: { enabled: readonly Language[]; library: readonly LibraryFile[] },
): unknown {
  const date = text(form, "date");
  const { image: _image, publishedAt: _publishedAt, ...rest } = current;
  const image = imageOf(text(form, "image"));
  const publishedAt = categoryFields[current.category].includes("date")
    ? date === ""
      ? undefined
      : /^\d{4}-\d{2}-\d{2}$/.test(date)
        ? `${date}T00:00:00.000Z`
        : date
    : current.publishedAt;
  return {
    ...rest,
    status: text(form, "status") === "published" ? "published" : "draft",
    texts: textsOf(form, current, enabled),
    details: detailsOf(form, current, enabled),
    documents: documentsOf(form, current, library),
    ...(image !== undefined && { image }),
    ...(publishedAt !== undefined && { publishedAt }),
  };
}

/** The editor's fields filled from a body (an article, or a refused posting read back). */
export function articleFormValues(body: ArticleDocument): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {
    status: body.status,
    image: body.image ? body.image.key : "",
    author: body.details.author ?? "",
    rating: body.details.rating === undefined ? "" : String(body.details.rating),
    email: body.details.email ?? "",
    phone: body.details.phone ?? "",
    date: body.publishedAt?.slice(0, 10) ?? "",
    pdf: body.documents.map((d) => String(d.mediaFileId)),
    files: body.documents.map((d) => String(d.mediaFileId)),
  };
  for (const [language, value] of Object.entries(body.details.role ?? {}))
    values[textField(language as Language, "role")] = value ?? "";
  for (const [language, texts] of Object.entries(body.texts))
    for (const field of textFields)
      values[textField(language as Language, field)] = texts?.[field] ?? "";
  return values;
}

/** A refused form's fields as posted, to fill the editor in again (several values for a list of files). */
export function postedValues(form: FormData): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const name of new Set(form.keys())) {
    const all = form.getAll(name).filter((v): v is string => typeof v === "string");
    values[name] = name === "pdf" || name === "files" ? all : (all[0] ?? "");
  }
  return values;
}

/** The field a path of the article's schema is shown beside. */
function fieldOfPath(path: readonly PropertyKey[], category: CategoryKey): string {
  const [first, second, third] = path.map(String);
  if (first === "texts" && second && third) return `${second}.${third}`;
  if (first === "details" && second === "role" && third) return `${third}.role`;
  if (first === "details" && second) return second;
  if (first === "publishedAt") return "date";
  if (first === "documents") return categoryFields[category].includes("pdf") ? "pdf" : "files";
  return first ?? "form";
}

const messageOf: Record<string, string> = {
  "missing-language": "missingLanguage",
  "slug-taken": "slugTaken",
  "unknown-media": "unknownMedia",
};

/** The first message key of each field refused by the schema or by the publish (`adminCollections:errors.…`). */
export function articleFormErrors(
  issues: readonly z.core.$ZodIssue[],
  category: CategoryKey,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = fieldOfPath(issue.path, category);
    if (errors[field]) continue;
    const key =
      messageOf[issue.message] ??
      (field.endsWith(".slug")
        ? "slug"
        : field === "email"
          ? "email"
          : field === "rating"
            ? "rating"
            : field === "date"
              ? "date"
              : issue.code === "too_big"
                ? "tooLong"
                : issue.code === "too_small"
                  ? "required"
                  : "invalid");
    errors[field] = `adminCollections:errors.${key}`;
  }
  return errors;
}
