// spec §5 description cleaning: strip HTML, decode entities, collapse whitespace, truncate to 250
// characters by default; if a space occurs past 80 % of the limit, cut there; add an ellipsis.

const named: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  eacute: "é",
  egrave: "è",
  ecirc: "ê",
  agrave: "à",
  acirc: "â",
  ccedil: "ç",
  euml: "ë",
  iuml: "ï",
  ouml: "ö",
  uuml: "ü",
  auml: "ä",
  ocirc: "ô",
  ucirc: "û",
  icirc: "î",
  rsquo: "’",
  lsquo: "‘",
  ldquo: "“",
  rdquo: "”",
  hellip: "…",
  euro: "€",
  deg: "°",
  sup2: "²",
  ndash: "–",
  mdash: "—",
  laquo: "«",
  raquo: "»",
  szlig: "ß",
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+\d?);/gi, (entity, code: string) => {
    if (code.startsWith("#")) {
      const point =
        code[1]?.toLowerCase() === "x" ? Number.parseInt(code.slice(2), 16) : Number(code.slice(1));
      return Number.isInteger(point) && point > 0 && point <= 0x10ffff
        ? String.fromCodePoint(point)
        : entity;
    }
    return named[code.toLowerCase()] ?? entity;
  });
}

/** Plain text of CRM HTML: tags become spaces (a <br> or a paragraph end must not glue two words). */
export function plainText(html: string): string {
  const withoutTags = html.replace(/<(script|style)[\s\S]*?<\/\1>/gi, " ").replace(/<[^>]*>/g, " ");
  return decodeEntities(withoutTags).replace(/\s+/g, " ").trim();
}

export function cleanDescription(html: string, limit = 250): string {
  const text = plainText(html);
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
