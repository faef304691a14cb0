import { describe, expect, it } from "vitest";
import { leads as fr } from "#app/locales/fr/leads.ts";
import { leads as nl } from "#app/locales/nl/leads.ts";
import { leadMails, remarkAndNewsletterRows } from "./lead-mails.ts";
import type { MailBrand } from "./mail-view.ts";
import { renderMail } from "./render-mail.ts";

const brand: MailBrand = {
  name: "Immo Lumière",
  logoUrl: "https://www.immo.example/media/7-0123456789ab/400.jpg",
  colour: "#1f3a4d",
  onColour: "#ffffff",
  siteUrl: "https://www.immo.example/nl/",
  contactLines: ["Immo Lumière", "Avenue Louise 231, 1050 Bruxelles", "02 345 67 89"],
};

let sequence = 0;
const contact = {
  title: "ms",
  firstName: "Zoë",
  lastName: "Peeters",
  email: "zoe@example.be",
  phone: "0475 12 34 56",
  remark: "Is de woning <nog> vrij?",
} as const;
const texts = (l: string) => (l === "nl" ? nl : fr);
const mails = () =>
  leadMails({
    person: contact,
    language: "nl",
    agencyLanguage: "fr",
    agencyEmail: "info@immo.example",
    brand: () => brand,
    texts,
    formTexts: (l) => texts(l).siteContact.mail,
    rows: (l) => remarkAndNewsletterRows(contact, texts(l)),
    newMessageId: () => `m${++sequence}@www.immo.example`,
  });

describe("the contact form's mails", () => {
  it("notifies the agency in its language, Reply-To the visitor", () => {
    const [notification] = mails();
    expect(notification).toMatchObject({
      kind: "agency-notification",
      from: '"Immo Lumière" <info@immo.example>',
      to: "info@immo.example",
      replyTo: '"Zoë Peeters" <zoe@example.be>',
      subject: "Demande de contact de Zoë Peeters",
    });
    expect(notification?.text).toContain("Zoë Peeters vous a écrit par le formulaire de contact");
    expect(notification?.text).toContain("Nom: Madame Zoë Peeters");
    expect(notification?.text).toContain("newsletter des nouveaux biens: Non");
    // The visitor's text is escaped in the HTML part.
    expect(notification?.html).toContain("Is de woning &lt;nog&gt; vrij?");
  });

  it("confirms to the visitor in their language, with the agency's look", () => {
    const [, confirmation] = mails();
    expect(confirmation).toMatchObject({
      kind: "visitor-confirmation",
      to: '"Zoë Peeters" <zoe@example.be>',
      replyTo: undefined,
      subject: "Wij hebben uw bericht ontvangen",
    });
    expect(confirmation?.text).toMatch(/^Immo Lumière\n\nBeste Zoë Peeters,/);
    expect(confirmation?.html).toContain('lang="nl"');
    expect(confirmation?.html).toContain(`src="${brand.logoUrl}"`);
    expect(confirmation?.html).toContain("background-color:#1f3a4d");
  });

  it("repeats nothing the visitor typed to their address but their name, cleaned of links (ADR 034)", () => {
    const probe = {
      ...contact,
      firstName: "Visit https://pills-shop.example/?",
      lastName: "now pills-shop[.]example",
      phone: "0475 99 99 99",
      remark: "Cheap pills at hxxps://pills-shop[.]example and x。com",
    };
    const [notification, confirmation] = leadMails({
      person: probe,
      language: "nl",
      agencyLanguage: "fr",
      agencyEmail: "info@immo.example",
      brand: () => brand,
      texts,
      formTexts: (l) => texts(l).siteContact.mail,
      rows: (l) => remarkAndNewsletterRows(probe, texts(l)),
      newMessageId: () => `m${++sequence}@www.immo.example`,
    });
    expect(confirmation?.to).toBe('"Visit now" <zoe@example.be>');
    expect(confirmation?.text).toContain("Beste Visit now,");
    const sent = `${confirmation?.subject}\n${confirmation?.text}\n${confirmation?.html}`;
    for (const typed of ["pills", "Cheap", "0475 99 99 99", "zoe@example.be", "x。com"])
      expect(sent).not.toContain(typed);
    // The agency reads every answer.
    expect(notification?.text).toContain(probe.remark);
    expect(notification?.text).toContain("0475 99 99 99");
  });

  it("greets without a name when nothing of it is left", () => {
    const [, confirmation] = leadMails({
      person: { ...contact, firstName: "www.x.example", lastName: "me@x.example" },
      language: "fr",
      agencyLanguage: "fr",
      agencyEmail: "info@immo.example",
      brand: () => brand,
      texts,
      formTexts: (l) => texts(l).siteContact.mail,
      newMessageId: () => `m${++sequence}@www.immo.example`,
    });
    expect(confirmation?.to).toBe("zoe@example.be");
    expect(confirmation?.text).toContain("Bonjour,");
    expect(confirmation?.text).not.toContain("x.example");
  });

  it("gives each mail its own Message-ID", () => {
    const [a, b] = mails();
    expect(a?.messageId).not.toBe(b?.messageId);
  });
});

describe("a property in a mail", () => {
  const view = {
    language: "fr" as const,
    brand,
    preheader: "Votre demande",
    paragraphs: ["Votre demande"],
    rows: [],
    closing: [],
    visitSite: "Visitez notre site",
  };
  const property = {
    title: "Maison 3 chambres à Uccle",
    url: "https://www.immo.example/fr/a-vendre/uccle/maison/123/",
    photoUrl: "https://www.immo.example/media/9-0123456789ab/600.jpg",
  };

  it("shows its photo, title, price and link", () => {
    const { html, text } = renderMail({ ...view, property: { ...property, price: "€ 325.000" } });
    expect(html).toContain(`href="${property.url}"`);
    expect(html).toContain(`src="${property.photoUrl}"`);
    expect(html).toContain("€ 325.000");
    expect(text).toContain(`${property.title}\n€ 325.000\n${property.url}`);
  });

  it("shows no price when the agency hides it", () => {
    const { html, text } = renderMail({ ...view, property });
    expect(html).not.toContain("€");
    expect(text).toContain(`${property.title}\n${property.url}`);
  });
});
