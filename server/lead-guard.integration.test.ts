import { rm } from "node:fs/promises";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { writeSiteConfig } from "#app/data/config/site-config.server.ts";
import { guardFields } from "#app/model/guard/guard.ts";
import { writeDemoContent } from "#tests/support/demo-content.ts";
import { leadCount, leadPoster, visitDay, workday } from "#tests/support/lead-posts.ts";
import { testSiteConfig } from "../tests/support/site-config-fixture.ts";
import { importIntoTestDatabase } from "../tests/support/snapshot-files.ts";
import { snapshot } from "../tests/support/snapshot-fixture.ts";
import { createTestApp } from "../tests/support/test-app.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "../tests/support/test-database.ts";

// Issue 14 "Abuse", ADR 023: every lead form goes through the same guard. For each: a post from
// another site is refused, a bot that fills the honeypot is thanked with nothing stored, and an
// address past the form's limit gets a 429 in the visitor's language.
describe(`every lead form's guard on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let folder: string;
  let site: Awaited<ReturnType<typeof createTestApp>>;
  let post: ReturnType<typeof leadPoster>;
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
    database = await createTestDatabase();
    await writeSiteConfig(database.db, testSiteConfig("Immo Lumière"));
    const [villaFr, villaNl, studio] = snapshot.properties ?? [];
    folder = await importIntoTestDatabase(database.db, {
      ...snapshot,
      properties: [
        villaFr,
        villaNl,
        studio,
        { ...studio, language: "fr", TypeDescription: "Studio au centre", City: "Luxembourg" },
      ].filter((p) => p !== undefined),
    });
    await writeDemoContent(database.db);
    site = await createTestApp(database);
    post = leadPoster(site.app, database.db);
    const moved = async (path: string) =>
      (
        await site.app.request(`http://localhost${path}`, {
          headers: { cookie: "lang=fr" },
          redirect: "manual",
        })
      ).headers.get("location") ?? "";
    pages.villa = await moved("/property/101/");
    pages.studio = await moved("/property/102/");
    pages.project = await moved("/project/7/");
  });
  afterAll(async () => {
    await database.dispose();
    await rm(folder, { recursive: true, force: true });
  });
  // Every test posts from one address: each starts with the rate limits untouched.
  beforeEach(() => database.db.deleteFrom("rate_limit").execute());

  it("refuses a post from another site, storing nothing", async () => {
    for (const { form, path, fields } of forms()) {
      const res = await site.app.request(`http://localhost${path}`, {
        method: "POST",
        body: new URLSearchParams({ ...person(0), ...fields }),
        headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
        redirect: "manual",
      });
      expect(res.status, form).toBe(403);
    }
    expect(await leadCount(database.db)).toBe(0);
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
    expect(await leadCount(database.db)).toBe(0);
  });

  it("stops an address past each form's own limit with a 429 in the visitor's language", async () => {
    for (const { form, path, fields } of forms()) {
      await database.db.deleteFrom("rate_limit").execute();
      const before = await leadCount(database.db);
      const answers: number[] = [];
      for (let n = 1; n <= 6; n++)
        answers.push((await post(path, { ...person(n), ...fields })).status);
      expect(answers, form).toEqual([303, 303, 303, 303, 303, 429]);
      const limited = await post(path, { ...person(7), ...fields });
      expect(await limited.text(), form).toContain("Vous avez envoyé ce formulaire plusieurs fois");
      expect(await leadCount(database.db), form).toBe(before + 5);
      const stored = await database.db
        .selectFrom("lead")
        .select("form")
        .orderBy("id", "desc")
        .executeTakeFirstOrThrow();
      expect(stored.form).toBe(form);
    }
  });
});
