import type { z } from "zod";
import type { AdminSettingsMessages } from "#app/locales/en/admin-settings.ts";
import type { ContrastFailure } from "#app/model/config/colour-contrast.ts";

// Issue 27 "Settings", ADR 060: zod's issues about a settings form, in the staff member's language, by the
// path of the field they are about. A message the schema wrote itself (in English) is translated by
// its text; any other by its code.

type Issue = z.core.$ZodIssue;
type Texts = AdminSettingsMessages;

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (all, name: string) => String(values[name] ?? all));

export function issueMessage(issue: Issue, texts: Texts): string {
  const { errors } = texts;
  const own = texts.schemaMessages[issue.message];
  if (own) return own;
  switch (issue.code) {
    case "custom": {
      const contrast = issue.params?.contrast as Omit<ContrastFailure, "field"> | undefined;
      if (!contrast) return errors.invalid;
      const against = contrast.against === "light" ? errors.againstLight : errors.againstDark;
      return fill(errors.contrast, { ratio: contrast.ratio, needed: contrast.needed, against });
    }
    case "invalid_type":
      if (issue.input === undefined || issue.input === "") return errors.required;
      if (issue.expected === "int") return errors.integer;
      return issue.expected === "number" ? errors.number : errors.invalid;
    case "too_small":
      return sizeMessage(issue.origin, Number(issue.minimum), "min", texts);
    case "too_big":
      return sizeMessage(issue.origin, Number(issue.maximum), "max", texts);
    case "invalid_format":
      return issue.format === "email"
        ? errors.email
        : issue.format === "url"
          ? errors.url
          : errors.pattern;
    case "not_multiple_of":
      return errors.integer;
    case "invalid_value":
      return errors.choice;
    default:
      return errors.invalid;
  }
}

function sizeMessage(origin: string, count: number, side: "min" | "max", { errors }: Texts) {
  if (origin === "string")
    return side === "min"
      ? count === 1
        ? errors.required
        : fill(errors.minLength, { count })
      : fill(errors.maxLength, { count });
  if (origin === "array" || origin === "set")
    return fill(side === "min" ? errors.minItems : errors.maxItems, { count });
  return fill(side === "min" ? errors.minNumber : errors.maxNumber, { count });
}

/**
 * The messages by field path (`left.0.href`); an issue found on the whole configuration (at publish)
 * names the group first, and is brought back to the group's own paths.
 */
export function issueErrors(issues: Issue[], texts: Texts, group: string): Map<string, string[]> {
  const errors = new Map<string, string[]>();
  for (const issue of issues) {
    const path = issue.path[0] === group ? issue.path.slice(1) : issue.path;
    const key = path.map(String).join(".");
    errors.set(key, [...(errors.get(key) ?? []), issueMessage(issue, texts)]);
  }
  return errors;
}
