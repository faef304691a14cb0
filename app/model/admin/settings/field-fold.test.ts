import { describe, expect, it } from "vitest";
import { foldLine, folds, holdsError } from "./field-fold.ts";
import type { SettingsField } from "./field-tree.ts";

const text = (path: string, value: string, errors: string[] = []): SettingsField => ({
  kind: "text",
  path,
  label: path,
  value,
  input: "text",
  required: false,
  errors,
});

const column = (errors: string[] = []): SettingsField => ({
  kind: "group",
  path: "left.0",
  label: "Column 1",
  errors: [],
  fields: [
    {
      kind: "choice",
      path: "left.0.status",
      label: "Visible or hidden",
      value: "visible",
      required: true,
      options: [
        { value: "visible", label: "Visible" },
        { value: "hidden", label: "Hidden" },
      ],
      errors: [],
    },
    {
      kind: "group",
      path: "left.0.title",
      label: "Title",
      errors: [],
      fields: [
        text("left.0.title.en", "Contact"),
        text("left.0.title.nl", ""),
        text("left.0.title.fr", "Contact", errors),
        text("left.0.title.de", "Kontakt"),
      ],
    },
  ],
});

describe("a folded item", () => {
  it("says what it holds in a line: options chosen and texts given, without repeats, at most three", () => {
    expect(foldLine(column())).toBe("Visible · Contact · Kontakt");
  });

  it("has an empty line while it holds nothing", () => {
    expect(foldLine(text("a", " "))).toBe("");
  });

  it("holds an error when any field under it has one", () => {
    expect(holdsError(column())).toBe(false);
    expect(holdsError(column(["Too long"]))).toBe(true);
  });

  it("folds only when it holds a long run of values, not a time slot's two", () => {
    expect(folds(column())).toBe(true);
    expect(folds(text("a", "b"))).toBe(false);
    const slot: SettingsField = {
      kind: "group",
      path: "hours.mon.0",
      label: "Slot 1",
      errors: [],
      fields: [text("hours.mon.0.from", "09:00"), text("hours.mon.0.to", "12:30")],
    };
    expect(folds(slot)).toBe(false);
  });
});
