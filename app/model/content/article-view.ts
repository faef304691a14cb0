import type { Article } from "./article.ts";
import type { SafeHtml } from "./safe-html.ts";

/** An article as pages show it, in one language. */
export interface ArticleView {
  id: number;
  key?: string | undefined;
  slug: string;
  title: string;
  summary: string;
  /** The full text, sanitised as it is read (ADR 058), read only for a page that shows it. */
  body?: SafeHtml | undefined;
  publishedAt?: string | undefined;
  details: Article["details"];
  image?: Article["image"];
  /** Downloadable files: the media key for their URL (app/catalogue/image-variants.ts fileUrl). */
  documents: { key: string; name: string }[];
}
