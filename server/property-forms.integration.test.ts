import { beforeAll, describe, expect, it } from "vitest";
import { addDays, visitWindow } from "#app/domain/visit-slots.ts";
import { visitSettingsSchema } from "#app/model/config/visit-settings.ts";
import { leadCount, solvedGuard, visitDay, workday } from "#tests/support/lead-posts.ts";
import { type LeadSite, leadSite } from "#tests/support/lead-site.ts";
import { snapshot } from "#tests/support/snapshot-fixture.ts";
import { engineUnderTest } from "#tests/support/test-database.ts";

// docs/requirements.md §14: the property page's forms, "ask about this property" (contact-me) and "book a visit"
// (contact-appointment), as a browser without JavaScript posts them.
describe(`the property page's forms on ${engineUnderTest}`, () => {
  const [villaFr, villaNl, studioDe] = snapshot.properties ?? [];
  // The studio's rent is public here: its visit shows the income it asks for.
  const lead = leadSite({
    snapshot: {
      ...snapshot,
      properties: [villaFr, villaNl, { ...studioDe, PublishPrice: true }].filter(
        (p) => p !== undefined,
      ),
    },
  });
  const post: LeadSite["post"] = (...args) => lead.post(...args);
  let villa: string;
  let studio: string;
  const get = (path: string, headers: Record<string, string> = {}) =>
    lead.site.app.request(`http://localhost${path}`, { headers, redirect: "manual" });
  const pageOf = async (id: number, lang: string) =>
    (await get(`/property/${id}/`, { Cookie: `lang=${lang}` })).headers.get("location") ?? "";
  const person = {
    title: "mr",
    firstName: "Luc",
    lastName: "Janssens",
    email: "luc@example.be",
    phone: "0475 12 34 56",
    privacy: "on",
  };
  // The days the default settings offer: a weekday and a Sunday (lead-posts.ts: not tomorrow).
  const visitSettings = visitSettingsSchema.parse(undefined);
  const weekday = visitDay(workday);
  const sunday = visitDay((d) => d === "sun");
  const messages = () =>
    lead.database.db.selectFrom("outbox_message").selectAll().orderBy("id").execute();
  // A browser with JavaScript sends a solved captcha: the lead is verified, its mails all queued.
  const solved = () => solvedGuard(lead.site.app, lead.database.db);

  beforeAll(async () => {
    villa = await pageOf(101, "fr");
    studio = await pageOf(102, "de");
  });

  it("shows both forms on the page, each posting to it with its name", async () => {
    // The server reads its own clock: the window is the one of a moment while it made the page,
    // which is the window before or after it, should the agency's midnight pass in between.
    const before = visitWindow(new Date(), visitSettings);
    const html = await (await get(villa)).text();
    const after = visitWindow(new Date(), visitSettings);
    expect(html).toContain(`action="${villa}?form=question"`);
    expect(html).toContain(`action="${villa}?form=visit"`);
    const shown = /id="contact-appointment-day"[^>]*min="([^"]*)"[^>]*max="([^"]*)"/.exec(html);
    expect([before, after]).toContainEqual({ first: shown?.[1], last: shown?.[2] });
    expect(html).toContain('value="14:00-16:00"');
    expect(html).toContain('href="#property-visit"');
    // A sale asks for no rental conditions.
    expect(html).not.toContain('name="conditions"');
  });

  it("stores a question with the property and both mails showing it, then thanks", async () => {
    const before = await leadCount(lead.database.db);
    const res = await post(
      `${villa}?form=question`,
      { ...person, remark: "Quel chauffage ?" },
      solved(),
    );
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/fr/merci/contact-me/");
    const [stored] = await lead.database.db
      .selectFrom("lead")
      .selectAll()
      .orderBy("id", "desc")
      .limit(1)
      .execute();
    expect(stored).toMatchObject({ form: "contact-me", property_id: 101, language: "fr" });
    expect(await leadCount(lead.database.db)).toBe(before + 1);
    const mails = (await messages()).filter((m) => m.lead_id === stored?.id);
    expect(mails.map((m) => m.kind)).toEqual(["agency-notification", "visitor-confirmation"]);
    for (const mail of mails) {
      expect(mail.text).toContain("Villa lumineuse, Lasne");
      expect(mail.text).toContain("€\u00a0325.000");
      expect(mail.text).toContain(`http://localhost${villa}`);
    }
    expect(mails[0]?.text).toContain("Quel chauffage ?");
    const thanks = await get("/fr/merci/contact-me/");
    expect(thanks.status).toBe(200);
    expect(await thanks.text()).toContain("Merci pour votre question");
  });

  it("shows a refused question's errors on that form only, values kept", async () => {
    const before = await leadCount(lead.database.db);
    const res = await post(`${villa}?form=question`, { ...person, lastName: "" });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('id="contact-me-lastName-error"');
    expect(html).toContain("Veuillez indiquer votre nom.");
    expect(html).toMatch(/id="contact-me-firstName"[^>]*value="Luc"/);
    expect(html).not.toContain('id="contact-appointment-error-summary"');
    expect(html).not.toMatch(/id="contact-appointment-firstName"[^>]*value="Luc"/);
    expect(await leadCount(lead.database.db)).toBe(before);
  });

  it("books a visit of a rental once its conditions are confirmed", async () => {
    const page = await (await get(studio)).text();
    expect(page).toContain("Ein monatliches Nettoeinkommen von mindestens €\u00a02.850");
    const visit = { ...person, day: weekday, slot: "10:00-13:00" };
    const unconfirmed = await post(`${studio}?form=visit`, visit);
    expect(unconfirmed.status).toBe(400);
    expect(await unconfirmed.text()).toContain("Bitte bestätigen Sie, dass Sie die Bedingungen");
    const res = await post(`${studio}?form=visit`, { ...visit, conditions: "on" }, solved());
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/de/danke/besichtigung/");
    const [notification, confirmation] = (await messages()).slice(-2);
    // The agency reads it in French, the visitor in German.
    expect(notification?.text).toContain("Visite souhaitée:");
    expect(notification?.text).toContain("De 10:00 à 13:00");
    expect(confirmation?.subject).toBe("Wir haben Ihre Besichtigungsanfrage erhalten");
    expect(confirmation?.text).toContain("10:00 bis 13:00 Uhr");
  });

  it("refuses a day without visits, a day out of range, a slot not offered", async () => {
    const before = await leadCount(lead.database.db);
    const visit = { ...person, slot: "10:00-13:00", conditions: "on" };
    // Today, and two days past the window's end: both still out of range should the agency's
    // midnight pass before the posts (visit-slots.test.ts checks the window's very edges).
    const { first, last } = visitWindow(new Date(), visitSettings);
    const answers = [
      [{ day: sunday }, "Die Termine an diesem Tag sind ausgebucht."],
      [{ day: addDays(first, -1) }, "Bitte wählen Sie einen Tag ab morgen"],
      [{ day: addDays(last, 2) }, "Bitte wählen Sie einen Tag ab morgen"],
      [{ day: "2026-02-30" }, "Bitte geben Sie ein vollständiges Datum ein."],
      [{ day: weekday, slot: "07:00-08:00" }, "Bitte wählen Sie eine der an diesem Tag"],
    ] as const;
    for (const [change, message] of answers) {
      const res = await post(`${studio}?form=visit`, { ...visit, ...change });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(await res.text()).toContain(message);
    }
    expect(await leadCount(lead.database.db)).toBe(before);
  });

  it("sends the property to a friend only with a solved captcha and a name and message free of links", async () => {
    const sender = {
      firstName: "Luc",
      lastName: "Janssens",
      email: "luc@example.be",
      privacy: "on",
    };
    const invalid = await post(`${villa}?form=friend`, { ...sender, friendEmail: "ann@" });
    expect(invalid.status).toBe(400);
    expect(await invalid.text()).toContain(
      "L&#x27;adresse e-mail de votre ami n&#x27;est pas valide.",
    );
    const before = await leadCount(lead.database.db);
    // docs/requirements.md §16: without JavaScript (no captcha) the form says what works instead, and sends nothing.
    const page = await (await get(villa)).text();
    expect(page).toMatch(/<noscript>[\s\S]*href="#share-title"[\s\S]*<\/noscript>/);
    const unsolved = await post(`${villa}?form=friend`, {
      ...sender,
      friendEmail: "ann@example.be",
    });
    expect(unsolved.status).toBe(400);
    expect(await unsolved.text()).toContain("les liens sous « Partager » sur cette page");
    // The probe's name and messages: refused field by field, in the page's language.
    const probes: Record<string, string>[] = [
      { firstName: "Visit https://pills-shop.example/?", lastName: "now" },
      { message: "Achète sur pills-shop.example" },
      { message: "hxxps://pills-shop[.]example" },
      { message: "pills-shop。example" },
      { lastName: "x (dot) com" },
    ];
    for (const probe of probes) {
      const res = await post(
        `${villa}?form=friend`,
        { ...sender, friendEmail: "ann@example.be", ...probe },
        solved(),
      );
      expect(res.status, JSON.stringify(probe)).toBe(400);
      expect(await res.text()).toContain("Veuillez retirer les adresses web et e-mail");
    }
    expect(await leadCount(lead.database.db)).toBe(before);
    const res = await post(
      `${villa}?form=friend`,
      { ...sender, friendEmail: "ann@example.be", message: "Regarde ! Le jardin est superbe." },
      solved(),
    );
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/fr/merci/send-to-friend/");
    const mails = (await messages()).slice(-3);
    expect(mails.map((m) => [m.kind, m.to_address, m.status])).toEqual([
      ["agency-notification", "info@immo-lumiere.example", "queued"],
      ["visitor-confirmation", '"Luc Janssens" <luc@example.be>', "queued"],
      ["friend", "ann@example.be", "queued"],
    ]);
    const [notification, copy, friend] = mails;
    // No Reply-To: the sender's address would reach the friend, and an address is a link.
    expect(friend?.reply_to).toBeNull();
    expect(friend?.subject).toBe("Luc Janssens pense que ce bien peut vous intéresser");
    expect(friend?.text).toContain("Regarde ! Le jardin est superbe.");
    expect(friend?.text).toContain(`http://localhost${villa}`);
    expect(`${friend?.text}${friend?.html}`).not.toContain("luc@example.be");
    // The sender's copy repeats none of it; the agency reads it all.
    expect(`${copy?.text}${copy?.html}`).not.toContain("Regarde");
    expect(notification?.text).toContain("Regarde ! Le jardin est superbe.");
  });

  it("limits send-to-a-friend per friend and per sender (ADR 034)", async () => {
    await lead.database.db.deleteFrom("rate_limit").execute();
    const sender = (n: number) => ({
      firstName: "Luc",
      lastName: "Janssens",
      email: `luc.${n}@example.be`,
      privacy: "on",
    });
    const send = async (from: number, to: string) =>
      (await post(`${villa}?form=friend`, { ...sender(from), friendEmail: to }, solved())).status;
    // Per friend: 2 a day by default (site configuration `mailLimits.friend`).
    expect([await send(1, "eva@example.be"), await send(2, "eva@example.be")]).toEqual([303, 303]);
    const third = await post(
      `${villa}?form=friend`,
      { ...sender(3), friendEmail: "eva@example.be" },
      solved(),
    );
    expect(third.status).toBe(429);
    expect(await third.text()).toContain("Nous ne pouvons plus envoyer ce bien");
    // Per sender: 3 a day (the refused third above counted for sender 3, not for sender 4).
    await lead.database.db.deleteFrom("rate_limit").execute();
    const bySender = [];
    for (const friend of ["a", "b", "c", "d"]) bySender.push(await send(4, `${friend}@example.be`));
    expect(bySender).toEqual([303, 303, 303, 429]);
  });

  it("mails a property's documents, says so in place, and only once a day per address", async () => {
    expect(await (await get(villa)).text()).not.toContain('id="property-documents"');
    const none = await post(`${villa}?form=documents`, person);
    expect(none.status).toBe(400);
    expect(await none.text()).toContain("Aucun document n&#x27;a été trouvé pour ce bien.");
    expect(await (await get(studio)).text()).toContain("<li>Grundriss</li>");
    const res = await post(`${studio}?form=documents`, person, solved());
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`${studio}?documents=sent#property-documents`);
    const page = await (await get(`${studio}?documents=sent`)).text();
    expect(page).toContain("Die Unterlagen sind unterwegs");
    const [, confirmation] = (await messages()).slice(-2);
    expect(confirmation?.to_address).toBe('"Luc Janssens" <luc@example.be>');
    expect(confirmation?.html).toMatch(
      /<a href="http:\/\/localhost\/files\/\d+-[0-9a-f]{12}\/Grundriss"/,
    );
    const again = await post(`${studio}?form=documents`, { ...person, email: "LUC@example.be" });
    expect(again.status).toBe(400);
    expect(await again.text()).toContain("bereits angefordert");
  });

  it("answers 404 to an unknown form or a property that is gone", async () => {
    expect((await post(`${villa}?form=nope`, person)).status).toBe(404);
    expect((await post(villa, person)).status).toBe(404);
    const gone = villa.replace("/101/", "/999/");
    expect((await post(`${gone}?form=question`, person)).status).toBe(404);
  });
});
