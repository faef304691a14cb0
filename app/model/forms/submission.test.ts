import { describe, expect, it } from "vitest";
import { z } from "zod";
import { readSubmission, withoutNulDeep } from "./submission.ts";

const schema = z.object({
  name: z.string().max(5),
  email: z.email(),
  phone: z.string().optional(),
  types: z.array(z.enum(["house", "flat"])).min(1),
  privacy: z.literal("on", { error: "leads.errors.privacy" }),
});

const form = (entries: [string, string | Blob][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

describe("reading a posted form against its schema", () => {
  it("gives the typed value, empty fields left out and lists read whole", () => {
    const submission = readSubmission(
      form([
        ["name", "Anna"],
        ["email", "anna@example.com"],
        ["phone", ""],
        ["types", "house"],
        ["types", "flat"],
        ["privacy", "on"],
      ]),
      schema,
    );
    expect(submission).toEqual({
      value: { name: "Anna", email: "anna@example.com", types: ["house", "flat"], privacy: "on" },
    });
  });

  it("keeps a one-item list a list", () => {
    const posted = form([
      ["name", "Anna"],
      ["email", "anna@example.com"],
      ["types", "flat"],
      ["privacy", "on"],
    ]);
    expect(readSubmission(posted, schema).value?.types).toEqual(["flat"]);
  });

  it("refuses with one translation key per field and the values sent", () => {
    const { failure } = readSubmission(
      form([
        ["name", "Annabel"],
        ["email", "anna@"],
        ["phone", "0475 12 34 56"],
        ["secret", "not ours"],
        ["photo", new Blob(["x"])],
      ]),
      schema,
    );
    expect(failure).toEqual({
      errors: {
        name: "form.errors.tooLong",
        email: "form.errors.email",
        types: "form.errors.required",
        privacy: "leads.errors.privacy",
      },
      values: { name: "Annabel", email: "anna@", phone: "0475 12 34 56" },
    });
  });

  it("removes NUL characters, which PostgreSQL cannot store (ADR 058)", () => {
    const submission = readSubmission(
      form([
        ["name", "An\u0000n"],
        ["email", "anna@example.com"],
        ["phone", "\u0000"],
        ["types", "fl\u0000at"],
        ["privacy", "on"],
      ]),
      schema,
    );
    expect(submission.value).toEqual({
      name: "Ann",
      email: "anna@example.com",
      types: ["flat"],
      privacy: "on",
    });
  });

  it("names the whole form for what belongs to no field", () => {
    const strict = z.strictObject({ choice: z.enum(["yes", "no"]) });
    const { failure } = readSubmission(
      form([
        ["choice", "maybe"],
        ["extra", "1"],
      ]),
      strict,
    );
    expect(failure?.errors).toEqual({ choice: "form.errors.invalid", form: "form.errors.invalid" });
  });
});

describe("a document's texts without NUL characters", () => {
  it("drops them from every text, key and list inside, leaving other values as they are", () => {
    expect(
      withoutNulDeep({ "ti\u0000tle": { fr: "a\u0000b" }, list: ["\u0000x", 3, true, null] }),
    ).toEqual({ title: { fr: "ab" }, list: ["x", 3, true, null] });
  });
});
