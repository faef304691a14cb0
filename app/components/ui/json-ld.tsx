/** A schema.org document built and escaped by app/seo/ (jsonLdText). */
export function JsonLd({ json }: { json: string }) {
  return (
    // A data block, not a script: the content security policy does not apply to it.
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON we built and escaped (app/seo/json-ld.ts)
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
