import { describe, expect, it } from "vitest";
import { languages } from "#app/i18n/languages.ts";
import { en } from "./en.ts";
import { messages } from "./messages.server.ts";

function entries(value: unknown, prefix = ""): [string, string][] {
  if (typeof value === "string") return [[prefix, value]];
  return Object.entries(value as object).flatMap(([key, child]) =>
    entries(child, prefix ? `${prefix}.${key}` : key),
  );
}

const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
const reference = new Map(entries(en));

describe.each(languages)("messages in %s", (language) => {
  const own = new Map(entries(messages[language]));

  it("has exactly the keys of the English messages", () => {
    expect([...own.keys()].sort()).toEqual([...reference.keys()].sort());
  });

  it("has no empty text and keeps every placeholder", () => {
    for (const [key, text] of own) {
      expect(text.trim(), key).not.toBe("");
      expect(placeholders(text), key).toEqual(placeholders(reference.get(key) ?? ""));
    }
  });
});
