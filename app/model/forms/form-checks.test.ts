import { describe, expect, it } from "vitest";
import { type CheckedForm, checkedForms, checkForm } from "./form-checks.ts";
import { htmlConstraints, type InputConstraints } from "./html-constraints.ts";

// ADR 039: what the page says before it sends a form is what the server would answer.

const posted = (fields: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
};

const contact: [string, string][] = [
  ["title", "ms"],
  ["firstName", "Zoë"],
  ["lastName", "Dupont"],
  ["email", "zoe@example.be"],
  ["phone", "0475 12 34 56"],
  ["privacy", "on"],
];

describe("the browser's check of a form", () => {
  it.each(Object.keys(checkedForms) as CheckedForm[])(
    "refuses %s sent empty with a message for every required field at once",
    (form) => {
      const constraints: Record<string, InputConstraints> = htmlConstraints(checkedForms[form]);
      const required = Object.entries(constraints)
        .filter(([, constraints]) => constraints.required)
        .map(([name]) => name);
      const failure = checkForm(form, posted([]));
      expect(required.length).toBeGreaterThan(0);
      expect(Object.keys(failure?.errors ?? {}).sort()).toEqual(expect.arrayContaining(required));
      for (const message of Object.values(failure?.errors ?? {}))
        expect(message).toMatch(/^(leads|owners|admin\w*):|^form\.errors\./);
    },
  );

  it("gives the contact form's own messages, the malformed address's apart from the missing one", () => {
    expect(checkForm("site-contact", posted([]))?.errors).toMatchObject({
      email: "leads:form.errors.emailMissing",
      privacy: "leads:form.errors.privacy",
    });
    const malformed = contact.map(([name, value]): [string, string] =>
      name === "email" ? [name, "zoe@"] : [name, value],
    );
    expect(checkForm("site-contact", posted(malformed))).toEqual({
      errors: { email: "leads:form.errors.email" },
      values: Object.fromEntries(malformed),
    });
  });

  it("lets a complete form go, whatever the guard's fields and the button add", () => {
    const guard: [string, string][] = [
      ["website", ""],
      ["form-time", "1795464000000.signature"],
      ["altcha", ""],
      ["intent", "send"],
    ];
    expect(checkForm("site-contact", posted([...contact, ...guard]))).toBeUndefined();
    expect(
      checkForm(
        "owner-login",
        posted([
          ["login", "anna"],
          ["password", "x"],
        ]),
      ),
    ).toBeUndefined();
  });

  it("checks the rules between fields as the server does (two passwords, a budget's order)", () => {
    const failure = checkForm(
      "demand-register",
      posted([
        ...contact,
        ["goal", "buy"],
        ["types", "1"],
        ["zones", "Uccle"],
        ["budgetMin", "300000"],
        ["budgetMax", "200000"],
        ["password", "long enough 1"],
        ["passwordRepeat", "long enough 2"],
      ]),
    );
    expect(failure?.errors).toEqual({
      budgetMax: "leads:demandRegister.errors.budgetOrder",
      passwordRepeat: "leads:demandRegister.errors.passwordsDiffer",
    });
    const reset = checkForm(
      "new-password",
      posted([
        ["token", "a".repeat(32)],
        ["password", "correct horse"],
        ["passwordRepeat", "correct horse!"],
      ]),
    );
    expect(reset?.errors).toEqual({ passwordRepeat: "owners:passwordReset.errors.differ" });
  });
});
