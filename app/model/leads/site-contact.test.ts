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

  it("names each missing field with its own message (spec §5, §8)", () => {
    expect(read({}).failure?.errors).toEqual({
      title: "leads:siteContact.errors.title",
      firstName: "leads:siteContact.errors.firstName",
      lastName: "leads:siteContact.errors.lastName",
      email: "leads:siteContact.errors.emailMissing",
      phone: "leads:siteContact.errors.phone",
      privacy: "leads:siteContact.errors.privacy",
    });
  });

  it("says an e-mail address is not valid, a phone number unreadable, a name only blank", () => {
    const { failure } = read({ ...filled, email: "zoe@", phone: "call me", firstName: "  " });
    expect(failure?.errors).toEqual({
      email: "leads:siteContact.errors.email",
      phone: "leads:siteContact.errors.phoneInvalid",
      firstName: "leads:siteContact.errors.firstName",
    });
    expect(failure?.values).toMatchObject({ email: "zoe@", phone: "call me" });
  });

  it("refuses an unknown title and a remark past 2,000 characters", () => {
    const { failure } = read({ ...filled, title: "dr", remark: "x".repeat(2001) });
    expect(failure?.errors).toEqual({
      title: "leads:siteContact.errors.title",
      remark: "leads:siteContact.errors.remark",
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
