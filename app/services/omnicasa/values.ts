import { brusselsToUtc } from "#app/domain/brussels-time.ts";
import type { Language } from "#app/i18n/languages.ts";

// How the Omnicasa API writes values (docs/requirements.md §11 "Real feeds"): numbers often as strings ("209000"),
// empty strings and null for "not given", booleans as true/false or "true"/"false", dates either as
// local Brussels wall-clock time ("2026-08-09 18:01:36") or as .NET JSON dates ("/Date(1754755296000)/").
// Each reader returns undefined for "not given" and throws ValueError with what was expected.

export class ValueError extends Error {
  override name = "ValueError";
  /** The field at fault when it is not the one being read (an entry of another list). */
  readonly field: string | undefined;
  constructor(message: string, field?: string) {
    super(message);
    this.field = field;
  }
}

const shown = (value: unknown) => JSON.stringify(value);

/** null, undefined and blank strings mean "not given" in the feed. */
export function isAbsent(value: unknown): boolean {
  return (
    value === null || value === undefined || (typeof value === "string" && value.trim() === "")
  );
}

export function readNumber(value: unknown): number | undefined {
  if (isAbsent(value)) return undefined;
  // Decimal commas appear in hand-edited exports; the API itself writes a dot.
  const number = typeof value === "number" ? value : Number(String(value).trim().replace(",", "."));
  if (typeof value === "boolean" || !Number.isFinite(number)) {
    throw new ValueError(`must be a number (got ${shown(value)})`);
  }
  return number;
}

// Amounts as Belgian CRMs write them (issue 28, defect 3): "." or a space between thousands and "," before
// the cents ("209.000", "209 000", "209.000,50", "1.234,56"), or as the API writes numbers ("209000",
// "1234.56": a dot before one or two decimals). Anything else, "209,000" above all (thousands written the
// English way, or three decimals?), is refused rather than read as another amount.
const plainAmount = /^\d+(\.\d{1,2})?$/;
const belgianAmount = /^(\d{1,3}(?:([. \u00a0\u202f])\d{3})?(?:\2\d{3})*|\d+)(,\d{1,2})?$/;

/** An amount of euros (a price): a number, or a text in one of the forms above. */
export function readAmount(value: unknown): number | undefined {
  if (isAbsent(value) || typeof value === "number") return readNumber(value);
  const text = typeof value === "string" ? value.trim() : "";
  if (plainAmount.test(text)) return Number(text);
  const belgian = belgianAmount.exec(text);
  if (belgian) {
    return Number(
      `${belgian[1]?.replace(/[. \u00a0\u202f]/g, "")}${belgian[3]?.replace(",", ".") ?? ""}`,
    );
  }
  throw new ValueError(
    `must be an amount like 209000, "209.000", "209 000" or "1.234,56" (got ${shown(value)})`,
  );
}

export function readInteger(value: unknown): number | undefined {
  const number = readNumber(value);
  if (number !== undefined && !Number.isInteger(number)) {
    throw new ValueError(`must be a whole number (got ${shown(value)})`);
  }
  return number;
}

export function readBoolean(value: unknown): boolean | undefined {
  if (isAbsent(value)) return undefined;
  if (typeof value === "boolean") return value;
  const text = String(value).trim().toLowerCase();
  if (text === "true" || text === "1") return true;
  if (text === "false" || text === "0") return false;
  throw new ValueError(`must be true or false (got ${shown(value)})`);
}

export function readText(value: unknown): string | undefined {
  if (isAbsent(value)) return undefined;
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  throw new ValueError(`must be a text (got ${shown(value)})`);
}

// The API's language ids (fw4-bvba/omnicasa-api Models/Language: 1 NL, 2 FR, 3 EN, 4 DE; 5 and 6,
// Spanish and Catalan, are not languages of the site).
const languageIds: Record<number, Language> = { 1: "nl", 2: "fr", 3: "en", 4: "de" };

export const omnicasaLanguageIds = Object.fromEntries(
  Object.entries(languageIds).map(([id, language]) => [language, Number(id)]),
) as Record<Language, number>;

export function readLanguage(value: unknown): Language {
  const id = readInteger(value);
  const language = id === undefined ? undefined : languageIds[id];
  if (!language) {
    throw new ValueError(`must be 1 (nl), 2 (fr), 3 (en) or 4 (de) (got ${shown(value)})`);
  }
  return language;
}

const netDate = /^\/Date\((-?\d+)([+-]\d{4})?\)\/$/;
const localDate = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/;
const withOffset = /(Z|[+-]\d{2}:?\d{2})$/;

/** A date-time as an ISO 8601 instant (UTC), the form the snapshot takes. */
export function readDate(value: unknown): string | undefined {
  if (isAbsent(value)) return undefined;
  const text = String(value).trim();
  // .NET JSON dates count milliseconds since the epoch in UTC; the optional offset only says where the
  // value was written, it does not move the instant.
  const net = netDate.exec(text);
  if (net) return new Date(Number(net[1])).toISOString();
  const local = localDate.exec(text);
  if (local) {
    const [y, mo, d, h, mi, s, ms] = local.slice(1).map((part) => Number(part ?? 0));
    return brusselsToUtc(Date.UTC(y ?? 0, (mo ?? 1) - 1, d, h, mi, s, ms)).toISOString();
  }
  if (withOffset.test(text) && !Number.isNaN(Date.parse(text))) {
    return new Date(text).toISOString();
  }
  throw new ValueError(
    `must be a date like "2026-08-09 18:01:36" or "/Date(1754755296000)/" (got ${shown(value)})`,
  );
}
