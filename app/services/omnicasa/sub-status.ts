import type { OmnicasaItem } from "./answer-schema.ts";

// A property's sub-status (issue 28, defect 5). Omnicasa's main Status says only active, sold or rented
// (fw4-bvba/omnicasa-api Models/Status); agencies mark a property sold, rented or under option through
// its SubStatus, a code from their own list (GetSubstatusList: ID, Name, ShortName, Marquee) sent with
// the record's SubStatusName in the record's language. Public sources name one code: modmore/Omnicasa's
// readme filters sold properties with `SubStatus != 6`. The other codes differ per agency, so the name
// is read: the words below, in the site's four languages. A sub-status only refines an active property:
// a property sold, rented or withdrawn by its Status stays so.

type SubStatus = "option" | "sold" | "rented";

/** modmore/Omnicasa readme: "SubStatus != 6 ... will hide properties that have been sold". */
const soldCode = 6;

// Checked in this order: "verkocht onder optie" is sold, "optie" alone an option. Words, not parts of
// them: "te koop" and "à vendre" (for sale) must not read as "verkocht" or "vendu".
const words: [SubStatus, RegExp][] = [
  ["sold", /\b(verkocht|vendu|vendue|sold|verkauft)\b/],
  ["rented", /\b(verhuurd|loue|louee|rented|let|vermietet)\b/],
  [
    "option",
    /\b(optie|option|under offer|onder bod|sous offre|reserviert|reserved|gereserveerd|reserve|reservee)\b/,
  ],
];

function subStatusOf(item: OmnicasaItem): SubStatus | undefined {
  const code = Number(item.SubStatus);
  if (code === soldCode) return "sold";
  const name = typeof item.SubStatusName === "string" ? plain(item.SubStatusName) : "";
  return words.find(([, pattern]) => pattern.test(name))?.[0];
}

/** Lower case without accents: "Loué" and "LOUE" are one word. */
function plain(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** The site's status of a property: its Status refined by its sub-status while it is available. */
export function withSubStatus(status: string | undefined, item: OmnicasaItem): string | undefined {
  if (status !== "available") return status;
  return subStatusOf(item) ?? status;
}

/** The fields read here, so that they are not reported as unused. */
export const subStatusFields = ["SubStatus", "SubStatusName"] as const;
