import { describe, expect, it } from "vitest";
import { htmlConstraints } from "#app/model/forms/html-constraints.ts";
import { readSubmission } from "#app/model/forms/submission.ts";
import { siteContactSchema } from "./site-contact.ts";

const filled = {
  title: "ms",
  firstName: "Zoë",
  lastName: "Dupont-Lefèvre",
  email: "zoe@example.be",
  phone: "+32 475/12.34.56",
  remark: "Hello",
  privacy: "on",
};

const read = (fields: Record<string, string>) =>
  readSubmission(new URLSearchParams(fields) as unknown as FormData, siteContactSchema);

describe("the contact form's schema", () => {
  it("takes a filled-in form, newsletter optional", () => {
    expect(read(filled).value).toEqual(filled);
    expect(read({ ...filled, newsletter: "on" }).value?.newsletter).toBe("on");
  });

  it("names each missing field with its own message (docs/requirements.md §5, §8)", () => {
    expect(read({}).failure?.errors).toEqual({
      title: "leads:form.errors.title",
      firstName: "leads:form.errors.firstName",
      lastName: "leads:form.errors.lastName",
      email: "leads:form.errors.emailMissing",
      phone: "leads:form.errors.phone",
      privacy: "leads:form.errors.privacy",
    });
  });

  it("says an e-mail address is not valid, a phone number unreadable, a name only blank", () => {
    const { failure } = read({ ...filled, email: "zoe@", phone: "call me", firstName: "  " });
    expect(failure?.errors).toEqual({
      email: "leads:form.errors.email",
      phone: "leads:form.errors.phoneInvalid",
      firstName: "leads:form.errors.firstName",
    });
    expect(failure?.values).toMatchObject({ email: "zoe@", phone: "call me" });
  });

  it("refuses an unknown title and a remark past 2,000 characters", () => {
    const { failure } = read({ ...filled, title: "dr", remark: "x".repeat(2001) });
    expect(failure?.errors).toEqual({
      title: "leads:form.errors.title",
      remark: "leads:form.errors.remark",
    });
  });

  it("gives the browser the required fields and the e-mail type", () => {
    const constraints = htmlConstraints(siteContactSchema);
    expect(constraints.email).toMatchObject({ required: true, type: "email" });
    expect(constraints.privacy.required).toBe(true);
    expect(constraints.remark.required).toBeUndefined();
    expect(constraints.newsletter.required).toBeUndefined();
  });
});
