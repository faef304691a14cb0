import { contrastRatio, contrastText, darkText, lightText } from "./theme.ts";

// Issue 27 "Settings": a colour pair that fails WCAG AA contrast is refused with the ratio shown. The pairs
// are the ones the stylesheets draw (app/styles/app.css, projects.css): the brand as link and heading
// text on white, and as a button's background under its contrast text; the accent under near-black text
// (accent buttons, project ribbons) and as the focus ring on white (a non-text contrast, WCAG 1.4.11);
// a page banner's colour under its contrast text.

export interface ContrastFailure {
  /** The colour's key in its settings group. */
  field: string;
  /** The text or surface it is drawn with. */
  against: "light" | "dark";
  /** Rounded down to one decimal, so that a refused ratio never reads as the one needed. */
  ratio: number;
  needed: number;
}

interface Pair {
  field: string;
  colour: string;
  against: string;
  needed: number;
}

const text = 4.5;
const nonText = 3;

function failures(pairs: Pair[]): ContrastFailure[] {
  return pairs.flatMap(({ field, colour, against, needed }) => {
    const ratio = contrastRatio(colour, against);
    return ratio >= needed
      ? []
      : [
          {
            field,
            against: against === lightText ? ("light" as const) : ("dark" as const),
            ratio: Math.floor(ratio * 10) / 10,
            needed,
          },
        ];
  });
}

/** The theme's pairs that fail AA. */
export function themeContrastFailures(theme: { brand: string; accent: string }) {
  return failures([
    { field: "brand", colour: theme.brand, against: lightText, needed: text },
    { field: "accent", colour: theme.accent, against: darkText, needed: text },
    { field: "accent", colour: theme.accent, against: lightText, needed: nonText },
  ]);
}

/** A page banner colour that fails AA under the text the site puts on it. */
export function bannerContrastFailures(colour: string) {
  return failures([{ field: "color", colour, against: contrastText(colour), needed: text }]);
}
