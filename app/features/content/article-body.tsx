import type { SafeHtml } from "#app/model/content/safe-html.ts";

/** An article's text: only HTML the sanitiser returned (ADR 058), never the stored text as it is. */
export function ArticleBody({ html }: { html: SafeHtml | undefined }) {
  return (
    <div
      className="prose"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: SafeHtml comes only from sanitizeRichText (docs/decisions/058-rich-text-sanitised-on-save-and-on-render.md)
      dangerouslySetInnerHTML={{ __html: html ?? "" }}
    />
  );
}
