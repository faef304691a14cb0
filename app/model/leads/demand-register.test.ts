import { describe, expect, it } from "vitest";
import { htmlConstraints } from "#app/model/forms/html-constraints.ts";
import { readSubmission } from "#app/model/forms/submission.ts";
import { demandRegisterSchema } from "./demand-register.ts";

const read = (fields: [string, string][]) =>
  readSubmission(new URLSearchParams(fields) as unknown as FormData, demandRegisterSchema);

const person: [string, string][] = [
  ["title", "mr"],
  ["firstName", "Tom"],
  ["lastName", "Peeters"],
  ["email", "tom@example.be"],
  ["phone", "0475 12 34 56"],
  ["privacy", "on"],
];

describe("the demand register's schema (docs/requirements.md §5)", () => {
  it("takes several types and zones, and a budget", () => {
    const value = read([
      ["goal", "buy"],
      ["types", "1"],
      ["types", "2"],
      ["zones", "1380 Lasne"],
      ["budgetMax", "450000"],
      ...person,
    ]).value;
    expect(value).toMatchObject({ types: ["1", "2"], zones: ["1380 Lasne"], budgetMax: 450000 });
    expect(htmlConstraints(demandRegisterSchema).types.multiple).toBe(true);
  });

  it("wants at least one type and one zone, a budget in order, the same password twice", () => {
    expect(read([["goal", "rent"], ...person]).failure?.errors).toEqual({
      types: "leads:demandRegister.errors.types",
      zones: "leads:demandRegister.errors.zones",
    });
    // The rules between fields are checked once the fields themselves are right.
    const errors = read([
      ["goal", "rent"],
      ["types", "2"],
      ["zones", "1000 Bruxelles"],
      ["budgetMin", "2000"],
      ["budgetMax", "900"],
      ["password", "correct horse battery"],
      ["passwordRepeat", "correct horse battery!"],
      ...person,
    ]).failure?.errors;
    expect(errors).toEqual({
      budgetMax: "leads:demandRegister.errors.budgetOrder",
      passwordRepeat: "leads:demandRegister.errors.passwordsDiffer",
    });
    expect(
      read([
        ["goal", "buy"],
        ["types", "1"],
        ["zones", "x"],
        ["password", "short"],
        ["passwordRepeat", "short"],
        ...person,
      ]).failure?.errors,
    ).toEqual({ password: "leads:demandRegister.errors.passwordShort" });
  });
});
