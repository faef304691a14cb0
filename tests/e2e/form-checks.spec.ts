import type { Locator, Page } from "@playwright/test";
import { leads as frLeads } from "#app/locales/fr/leads.ts";
import { expect, type SitePage, test } from "./fixtures.ts";

// ADR 039: with JavaScript, a form is checked in the page before it is sent, in the page's
// language, every field at once, with the error summary and the messages the server gives; nothing is
// posted while it is refused. Without JavaScript the browser keeps its own checks (HTML constraints).
test.describe.configure({ timeout: 120_000 });

/**
 * Every form the page posts from now on, by the page's path (a fetcher posts to `<path>_.data`), the
 * property page's view beacon apart.
 */
function posts(page: Page): string[] {
  const sent: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === "POST" && !pathname.startsWith("/page-view/"))
      sent.push(pathname.replace(/_\.data$/, ""));
  });
  return sent;
}

/** Sends the form, and expects the summary focused with exactly these lines, and nothing posted. */
async function expectRefused(form: Locator, send: string, lines: string[], sent: string[]) {
  // The page's script has taken the form over (on a busy machine it may run after the network is idle).
  await expect(form.locator("xpath=descendant-or-self::form").first()).toHaveJSProperty(
    "noValidate",
    true,
  );
  await form.getByRole("button", { name: send }).click();
  const summary = form.getByRole("alert");
  await expect(summary).toBeFocused();
  await expect(summary.getByRole("listitem")).toHaveText(lines);
  expect(sent).toEqual([]);
}

async function accessibleAtBothWidths(site: SitePage) {
  for (const width of [390, 1440]) {
    await site.page.setViewportSize({ width, height: 900 });
    await site.expectAccessible();
  }
}

const contact = {
  fr: {
    path: "/fr/contact/",
    title: "Madame",
    privacy: "J'accepte que l'agence utilise mes données pour me répondre",
    send: "Envoyer mon message",
    thanks: /\/fr\/merci\/site-contact\/$/,
    empty: [
      "Civilité : Veuillez choisir votre civilité.",
      "Prénom : Veuillez indiquer votre prénom.",
      "Nom : Veuillez indiquer votre nom.",
      "E-mail : Veuillez indiquer votre adresse e-mail.",
      "Téléphone : Veuillez indiquer votre numéro de téléphone.",
      "J'accepte que l'agence utilise mes données pour me répondre : Veuillez accepter la déclaration de confidentialité pour que nous puissions vous répondre.",
    ],
    malformed: "L'adresse e-mail n'est pas valide.",
  },
  en: {
    path: "/en/contact/",
    title: "Ms",
    privacy: "I agree that the agency uses my details to answer me",
    send: "Send my message",
    thanks: /\/en\/thank-you\/contact\/$/,
    empty: [
      "Title: Please choose your title.",
      "First name: Please enter your first name.",
      "Last name: Please enter your last name.",
      "E-mail: Please enter your e-mail address.",
      "Phone: Please enter your phone number.",
      "I agree that the agency uses my details to answer me: Please accept the privacy statement so that we can answer you.",
    ],
    malformed: "This e-mail address is not valid.",
  },
};

/** The person's fields of a lead form, filled in as a visitor would, with this e-mail address. */
async function fillPerson(
  form: Locator,
  labels: { title: string; privacy: string },
  email: string,
) {
  await form.getByLabel(labels.title, { exact: true }).check();
  await form.getByRole("textbox", { name: /^(Prénom|First name)/ }).fill("Zoë");
  await form.getByRole("textbox", { name: /^(Nom|Last name)/ }).fill("Peeters");
  await form.getByRole("textbox", { name: /^E-mail/ }).fill(email);
  await form.getByRole("textbox", { name: /^(Téléphone|Phone)/ }).fill("0475 12 34 56");
  await form.getByLabel(labels.privacy).check();
}

for (const language of ["fr", "en"] as const) {
  const l = contact[language];
  test(`the contact form in ${language}: every message at once, nothing sent until it is right`, async ({
    site,
  }) => {
    const { page } = site;
    await site.visit(l.path);
    const sent = posts(page);
    const form = page.locator("form", { has: page.getByRole("button", { name: l.send }) });
    await expect(form).toHaveJSProperty("noValidate", true);
    await expectRefused(form, l.send, l.empty, sent);
    await expect(form.getByRole("textbox", { name: /^E-mail/ })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await accessibleAtBothWidths(site);

    await fillPerson(form, l, "zoe@");
    await expectRefused(
      form,
      l.send,
      [`E-mail${language === "fr" ? " : " : ": "}${l.malformed}`],
      sent,
    );
    await expect(page.locator("#site-contact-email-error")).toHaveText(l.malformed);
    await expect(page.locator("#site-contact-firstName-error")).toHaveCount(0);

    await form.getByRole("textbox", { name: /^E-mail/ }).fill("zoe@example.be");
    await form.getByRole("button", { name: l.send }).click();
    await expect(page).toHaveURL(l.thanks);
    expect(sent).toEqual([l.path]);
  });
}

test("a property's question form in French, beside the page's other forms", async ({ site }) => {
  const { page } = site;
  await site.visit("/property/1090/");
  const sent = posts(page);
  const form = page.getByRole("region", { name: "Poser une question" });
  const person = frLeads.form;
  await expectRefused(
    form,
    frLeads.question.send,
    (["title", "firstName", "lastName", "emailMissing", "phone", "privacy"] as const).map(
      (key) => `${person.fields[key === "emailMissing" ? "email" : key]} : ${person.errors[key]}`,
    ),
    sent,
  );
  // The other forms of the page say nothing.
  await expect(page.getByRole("alert")).toHaveCount(1);
  await accessibleAtBothWidths(site);

  await fillPerson(form, { title: "Madame", privacy: person.fields.privacy }, "zoe@example");
  await expectRefused(form, frLeads.question.send, [`E-mail : ${person.errors.email}`], sent);
  await form.getByRole("textbox", { name: /^E-mail/ }).fill("zoe@example.be");
  await form.getByRole("button", { name: frLeads.question.send }).click();
  await expect(page).toHaveURL(/\/fr\/merci\/contact-me\/$/);
  expect(sent).toHaveLength(1);
});

test("the valuation form in French", async ({ site }) => {
  const { page } = site;
  await site.visit("/fr/estimation-gratuite/");
  const sent = posts(page);
  const form = page.locator("form.lead-form");
  const { fields, errors, send } = frLeads.valuation;
  const person = frLeads.form;
  await expectRefused(
    form,
    send,
    [
      `${fields.goal} : ${errors.goal}`,
      `${fields.type} : ${errors.type}`,
      `${fields.street} : ${errors.street}`,
      `${fields.zip} : ${errors.zip}`,
      `${fields.city} : ${errors.city}`,
      `${person.fields.title} : ${person.errors.title}`,
      `${person.fields.firstName} : ${person.errors.firstName}`,
      `${person.fields.lastName} : ${person.errors.lastName}`,
      `${person.fields.email} : ${person.errors.emailMissing}`,
      `${person.fields.phone} : ${person.errors.phone}`,
      `${person.fields.privacy} : ${person.errors.privacy}`,
    ],
    sent,
  );
  await accessibleAtBothWidths(site);

  await form.getByLabel(fields.goals.sell, { exact: true }).check();
  await form.getByRole("combobox").selectOption({ index: 1 });
  await form.getByRole("textbox", { name: /^Rue/ }).fill("Rue de la Station");
  await form.getByRole("textbox", { name: /^Code postal/ }).fill("30");
  await form.getByRole("textbox", { name: /^Localité/ }).fill("Leuven");
  await fillPerson(form, { title: "Madame", privacy: person.fields.privacy }, "zoe@");
  await expectRefused(
    form,
    send,
    [`${fields.zip} : ${errors.zipInvalid}`, `${person.fields.email} : ${person.errors.email}`],
    sent,
  );
  await form.getByRole("textbox", { name: /^Code postal/ }).fill("3000");
  await form.getByRole("textbox", { name: /^E-mail/ }).fill("zoe@example.be");
  await form.getByRole("button", { name: send }).click();
  await expect(page).toHaveURL(/\/fr\/merci\/contact-demand\/$/);
  expect(sent).toHaveLength(1);
});

test.describe("the owner login", () => {
  const owner = { email: "owner@immo-lumiere.example", password: "Lumiere-demo-2026" };

  for (const [language, path, lines, submit] of [
    [
      "French",
      "/fr/login/",
      [
        "Adresse e-mail ou nom d'utilisateur : Ce champ est obligatoire.",
        "Mot de passe : Ce champ est obligatoire.",
      ],
      "Se connecter",
    ],
    [
      "English",
      "/en/login/",
      ["E-mail address or username: This field is required.", "Password: This field is required."],
      "Log in",
    ],
  ] as const)
    test(`in ${language}: both fields at once, then the login goes`, async ({ site }) => {
      const { page } = site;
      await site.visit(path);
      const sent = posts(page);
      const form = page.locator("form.owner-login__form");
      await expectRefused(form, submit, [...lines], sent);
      await accessibleAtBothWidths(site);
      await form.locator("input[name=login]").fill(owner.email);
      await expectRefused(form, submit, [lines[1]], sent);
      await form.locator("input[name=password]").fill(owner.password);
      await form.getByRole("button", { name: submit }).click();
      await expect(page).not.toHaveURL(new RegExp(`${path}$`));
      expect(sent).toEqual([path]);
    });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the browser keeps its own checks", async ({ site }) => {
    const { page } = site;
    await site.visit("/fr/contact/");
    const form = page.locator("form.lead-form");
    await expect(form).not.toHaveAttribute("novalidate");
    await expect(form.getByRole("textbox", { name: /^E-mail/ })).toHaveAttribute("required");
    await expect(form.getByRole("textbox", { name: /^E-mail/ })).toHaveAttribute("type", "email");
  });
});
