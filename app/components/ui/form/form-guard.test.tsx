import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { i18nFor } from "#app/i18n/i18n.ts";
import { leads as enLeads } from "#app/locales/en/leads.ts";
import { leads as frLeads } from "#app/locales/fr/leads.ts";
import { FormGuard } from "./form-guard.tsx";

const guard = { formTime: "1795464000000.signature", challengeUrl: "/captcha/challenge.json" };

function rendered(language: "en" | "fr") {
  const leads = language === "en" ? enLeads : frLeads;
  return renderToString(
    <I18nextProvider i18n={i18nFor(language, { leads })}>
      <form method="post">
        <FormGuard id="contact" guard={guard} />
      </form>
    </I18nextProvider>,
  );
}

/** The opening tag of the first element matching a fragment of it. */
const tag = (html: string, fragment: string) =>
  html.match(new RegExp(`<[a-z]+[^>]*${fragment}[^>]*>`))?.[0];

describe("the form guard as the server renders it", () => {
  it("hides the honeypot from eyes, keyboards, screen readers and autofill, with a label all the same", () => {
    const html = rendered("en");
    expect(html).toMatch(
      /<div class="visually-hidden" aria-hidden="true"><label for="contact-website">Leave this field empty<\/label>/,
    );
    expect(tag(html, 'name="website"')).toMatch(
      /^(?=.*id="contact-website")(?=.*type="text")(?=.*tabindex="-1")(?=.*autoComplete="off")/,
    );
  });

  it("carries the signed form time and an empty captcha field, which a form without JavaScript sends as is", () => {
    const html = rendered("en");
    expect(tag(html, 'name="form-time"')).toContain(`value="${guard.formTime}"`);
    expect(tag(html, 'name="altcha"')).toMatch(/^(?=.*type="hidden")(?=.*value="")/);
  });

  it("labels the captcha and announces its progress in a live region, hidden until its script runs", () => {
    const html = rendered("fr");
    expect(tag(html, 'class="captcha"')).toMatch(
      /^<fieldset(?=.*aria-labelledby="contact-captcha-label")(?=.*hidden="")/,
    );
    expect(html).toContain(
      '<span id="contact-captcha-label" class="captcha__label">Contrôle anti-spam</span>',
    );
    expect(html).toContain(
      '<p class="captcha__status" role="status">Se fait tout seul pendant que vous remplissez le formulaire.</p>',
    );
  });
});
