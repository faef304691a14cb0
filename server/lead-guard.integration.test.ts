import { beforeAll, describe, expect, it } from "vitest";
import { guardFields } from "#app/model/guard/guard.ts";
import { leadCount, solvedGuard, visitDay, workday } from "#tests/support/lead-posts.ts";
import { frenchStudioSnapshot, type LeadSite, leadSite } from "#tests/support/lead-site.ts";
import { engineUnderTest } from "#tests/support/test-database.ts";

// docs/requirements.md §14 "Abuse", ADR 023: every lead form goes through the same guard. For each: a post from
// another site is refused, a bot that fills the honeypot is thanked with nothing stored, and an
// address past the form's limit gets a 429 in the visitor's language.
describe(`every lead form's guard on ${engineUnderTest}`, () => {
  const lead = leadSite({ snapshot: frenchStudioSnapshot, pages: true });
  const post: LeadSite["post"] = (...args) => lead.post(...args);
  const pages: Record<string, string> = {};
  const person = (n: number) => ({
    title: "ms",
    firstName: "Zoë",
    lastName: "Peeters",
    email: `zoe.${n}@example.be`,
    phone: "0475 12 34 56",
    privacy: "on",
  });
  /** Each form: where it posts, its own fields of a valid form, where it thanks. */
  const forms = (): {
    form: string;
    path: string;
    fields: Record<string, string>;
    thanks: string;
  }[] => [
    { form: "site-contact", path: "/fr/contact/", fields: {}, thanks: "/fr/merci/site-contact/" },
    {
      form: "contact-me",
      path: `${pages.villa}?form=question`,
      fields: {},
      thanks: "/fr/merci/contact-me/",
    },
    {
      form: "contact-appointment",
      path: `${pages.villa}?form=visit`,
      fields: { day: visitDay(workday), slot: "10:00-13:00" },
      thanks: "/fr/merci/contact-appointment/",
    },
    {
      form: "contact-construction",
      path: pages.project ?? "",
      fields: {},
      thanks: "/fr/merci/contact-construction/",
    },
    {
      form: "contact-demand",
      path: "/fr/estimation-gratuite/",
      fields: { goal: "sell", type: "1", street: "Rue Haute", zip: "1000", city: "Bruxelles" },
      thanks: "/fr/merci/contact-demand/",
    },
    {
      form: "send-to-friend",
      path: `${pages.villa}?form=friend`,
      fields: { friendEmail: "ann@example.be" },
      thanks: "/fr/merci/send-to-friend/",
    },
    {
      form: "demand-register",
      path: "/fr/enregistrer-ma-recherche/",
      fields: { goal: "buy", types: "1", zones: "1380 Lasne" },
      thanks: "/fr/merci/demand-register/",
    },
    {
      form: "sign-newsletter",
      path: "/fr/newsletter/",
      fields: {},
      thanks: "/fr/merci/sign-newsletter/",
    },
    {
      form: "document-request",
      path: `${pages.studio}?form=documents`,
      fields: {},
      thanks: `${pages.studio}?documents=sent#property-documents`,
    },
  ];

  beforeAll(async () => {
    pages.villa = await lead.frenchPath("/property/101/");
    pages.studio = await lead.frenchPath("/property/102/");
    pages.project = await lead.frenchPath("/project/7/");
  });

  it("refuses a post from another site, storing nothing", async () => {
    for (const { form, path, fields } of forms()) {
      const res = await lead.site.app.request(`http://localhost${path}`, {
        method: "POST",
        body: new URLSearchParams({ ...person(0), ...fields }),
        headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
        redirect: "manual",
      });
      expect(res.status, form).toBe(403);
    }
    expect(await leadCount(lead.database.db)).toBe(0);
  });

  it("thanks a bot that fills the honeypot, storing nothing", async () => {
    for (const { form, path, fields, thanks } of forms()) {
      const res = await post(path, {
        ...person(0),
        ...fields,
        [guardFields.honeypot]: "https://spam.example",
      });
      expect([res.status, res.headers.get("location")], form).toEqual([303, thanks]);
    }
    expect(await leadCount(lead.database.db)).toBe(0);
  });

  it("stops an address past each form's own limit with a 429 in the visitor's language", async () => {
    for (const { form, path, fields } of forms()) {
      await lead.database.db.deleteFrom("rate_limit").execute();
      const before = await leadCount(lead.database.db);
      const answers: number[] = [];
      // Send to a friend takes only a solved captcha, and a friend only twice a day (ADR 034).
      const friend = form === "send-to-friend";
      for (let n = 1; n <= 6; n++)
        answers.push(
          (
            await post(
              path,
              {
                ...person(n),
                ...fields,
                ...(friend ? { friendEmail: `ann.${n}@example.be` } : {}),
              },
              friend ? solvedGuard(lead.site.app, lead.database.db) : undefined,
            )
          ).status,
        );
      expect(answers, form).toEqual([303, 303, 303, 303, 303, 429]);
      const limited = await post(path, { ...person(7), ...fields });
      expect(await limited.text(), form).toContain("Vous avez envoyé ce formulaire plusieurs fois");
      expect(await leadCount(lead.database.db), form).toBe(before + 5);
      const stored = await lead.database.db
        .selectFrom("lead")
        .select("form")
        .orderBy("id", "desc")
        .executeTakeFirstOrThrow();
      expect(stored.form).toBe(form);
    }
  });
});
