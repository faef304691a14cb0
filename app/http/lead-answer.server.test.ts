import { describe, expect, it } from "vitest";
import type { LeadOutcome, LeadPost } from "#app/model/leads/lead-outcome.ts";
import { newsletterSchema } from "#app/model/leads/newsletter.ts";
import { answerLead } from "./lead-answer.server.ts";

const post = (fields: Record<string, string>) =>
  new Request("https://agency.test/newsletter/", {
    method: "POST",
    body: new URLSearchParams(fields),
  });
const valid = { email: "anne@example.be", privacy: "on" };

/** A use case that answers `outcome` and keeps what it was given. */
function leadOf(outcome: LeadOutcome) {
  const given: LeadPost[] = [];
  const lead = {
    form: "sign-newsletter",
    schema: newsletterSchema,
    submit: async (_value: unknown, facts: LeadPost) => {
      given.push(facts);
      return outcome;
    },
  };
  return { lead, given };
}
const cookies = { adUserData: false, secure: true };

describe("the answer to a lead form's outcome", () => {
  it("refuses a form its schema refuses without calling the use case", async () => {
    const { lead, given } = leadOf({ kind: "stored", thanks: "/en/thanks/" });
    const answer = await answerLead(post({ email: "nope" }), lead, cookies);
    expect(answer).toMatchObject({ init: { status: 400 }, data: { formName: "sign-newsletter" } });
    expect(given).toEqual([]);
  });

  it("sends a stored lead and a bot caught by the honeypot to the thank-you page", async () => {
    for (const kind of ["stored", "honeypot"] as const) {
      const { lead, given } = leadOf({ kind, thanks: "/en/thanks/" });
      const answer = await answerLead(post(valid), lead, cookies);
      expect(answer).toBeInstanceOf(Response);
      expect((answer as Response).status).toBe(303);
      expect((answer as Response).headers.get("Location")).toBe("/en/thanks/");
      expect(given[0]?.posted.get("email")).toBe("anne@example.be");
      expect(given[0]?.source).toBeUndefined();
    }
  });

  it("shows the form again with the messages and the values for a refused or unsent lead", async () => {
    const cases: [LeadOutcome, number, Record<string, string>][] = [
      [{ kind: "invalid", errors: { form: "over" }, status: 429 }, 429, { form: "over" }],
      [{ kind: "not-sent" }, 503, { form: "leads:form.errors.notSent" }],
      [{ kind: "refused", reason: "too-fast" }, 400, { form: "leads:guard.tooFast" }],
    ];
    for (const [outcome, status, errors] of cases) {
      const answer = await answerLead(post(valid), leadOf(outcome).lead, cookies);
      expect(answer).toMatchObject({
        init: { status },
        data: { errors, values: valid, formName: "sign-newsletter" },
      });
    }
  });

  it("answers 404 for a property that is gone", async () => {
    const answer = answerLead(post(valid), leadOf({ kind: "gone" }).lead, cookies);
    await expect(answer).rejects.toMatchObject({ init: { status: 404 } });
  });
});
