import { describe, expect, it } from "vitest";
import { languages } from "#app/i18n/languages.ts";
import { messages } from "./messages.server.ts";
import type { Namespace } from "./messages.ts";

// English defines every namespace's keys; each other language must have exactly those, with text.
function entries(value: unknown, prefix = ""): [string, string][] {
  if (typeof value === "string") return [[prefix, value]];
  return Object.entries(value as object).flatMap(([key, child]) =>
    entries(child, prefix ? `${prefix}.${key}` : key),
  );
}

const keysOf = (bundle: unknown) =>
  entries(bundle)
    .map(([key]) => key)
    .sort();
const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
const namespaces = Object.keys(messages.en) as Namespace[];

describe.each(languages)("messages in %s", (language) => {
  it("has exactly the English namespaces", () => {
    expect(Object.keys(messages[language]).sort()).toEqual([...namespaces].sort());
  });

  describe.each(namespaces)("namespace %s", (namespace) => {
    const own = new Map(entries(messages[language][namespace]));
    const reference = new Map(entries(messages.en[namespace]));

    it("has exactly the keys of the English namespace", () => {
      expect([...own.keys()].sort()).toEqual(keysOf(messages.en[namespace]));
    });

    it("has no empty text and keeps every placeholder", () => {
      for (const [key, text] of own) {
        expect(text.trim(), key).not.toBe("");
        expect(placeholders(text), key).toEqual(placeholders(reference.get(key) ?? ""));
      }
    });
  });
});

describe("the key comparison", () => {
  it("notices a key missing in one namespace of one language", () => {
    const { howItWorks, ...lacking } = messages.nl.leads.freeEvaluation;
    expect(keysOf({ ...messages.nl.leads, freeEvaluation: lacking })).toEqual(
      keysOf(messages.en.leads).filter((key) => key !== "freeEvaluation.howItWorks"),
    );
  });
});
