/** An article's text, written by the agency in HTML. */
export function ArticleBody({ html }: { html: string }) {
  return (
    <div
      className="prose"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the agency's own content, stored through the validated content writer; the CSP blocks scripts in it
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
