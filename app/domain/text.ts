// docs/requirements.md §5 description cleaning: strip HTML, decode entities, collapse whitespace, truncate to 250
// characters by default; if a space occurs past 80 % of the limit, cut there; add an ellipsis.

import { namedEntities, windows1252 } from "./html-entities.ts";

// A real tag starts with "<" followed by a tag name, "/" and a name, "!" (comment, doctype) or "?"; a
// bare "<" or ">" in a sentence ("Gare à < 5 min", "Jardin > 500 m²") is text. Quoted attribute
// values may hold ">"; a tag with an unbalanced quote ends at its first ">".
const comment = /<!--[\s\S]*?(?:-->|$)/g;
const rawTextElement = /<(script|style)\b[\s\S]*?<\/\1\s*>/gi;
const tag =
  /<(?:\/?[A-Za-z][A-Za-z0-9:-]*(?=[\s/>])(?:(?:[^>"']|"[^"]*"|'[^']*')*>|[^>]*>)|![^>]*>|\?[^>]*>)/g;
const reference = /&(?:#([xX][0-9A-Fa-f]{1,6}|[0-9]{1,7})|([A-Za-z][A-Za-z0-9]{1,31}));/g;

export function decodeEntities(text: string): string {
  return text.replace(
    reference,
    (entity, numeric: string | undefined, name: string | undefined) => {
      // hasOwn: "&constructor;" is not an entity.
      if (name !== undefined)
        return (Object.hasOwn(namedEntities, name) && namedEntities[name]) || entity;
      const point =
        numeric?.[0] === "x" || numeric?.[0] === "X"
          ? Number.parseInt(numeric.slice(1), 16)
          : Number(numeric);
      if (point >= 0x80 && point <= 0x9f) return windows1252[point] ?? entity;
      const valid = point > 0 && point <= 0x10ffff && (point < 0xd800 || point > 0xdfff);
      return valid ? String.fromCodePoint(point) : entity;
    },
  );
}

/** Plain text of CRM HTML: tags become spaces (a <br> or a paragraph end must not glue two words). */
export function plainText(html: string): string {
  const withoutTags = html.replace(comment, " ").replace(rawTextElement, " ").replace(tag, " ");
  return decodeEntities(withoutTags).replace(/\s+/g, " ").trim();
}

export function cleanDescription(html: string, limit = 250): string {
  return shortened(plainText(html), limit);
}

/** Plain text cut at a word before `limit` characters, with an ellipsis when cut. */
export function shortened(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const head = text.slice(0, limit);
  const lastSpace = head.lastIndexOf(" ");
  const cut = lastSpace >= limit * 0.8 ? head.slice(0, lastSpace) : head;
  return `${cut.trimEnd()}…`;
}

/** CRM HTML as plain paragraphs: paragraph ends and blank lines separate them. */
export function paragraphs(html: string): string[] {
  return html
    .split(/<\/p>|\n\s*\n/i)
    .map(plainText)
    .filter((text) => text !== "");
}
