/** A schema.org document as the text of its <script type="application/ld+json"> element. */
export function jsonLdText(data: object): string {
  // "<" escaped: the JSON sits inside a <script> element and must never close it.
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
