import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { ErrorSummary } from "#app/components/ui/form/error-summary.tsx";
import { formView } from "#app/components/ui/form/form-view.ts";
import { i18nFor } from "#app/i18n/i18n.ts";
import { languages } from "#app/i18n/languages.ts";
import { messages } from "#app/locales/messages.server.ts";
import type { FormFailure } from "#app/model/forms/submission.ts";
import { guardFields } from "#app/model/guard/guard.ts";
import { guardRefusal } from "./guard-refusal.server.ts";

const posted = () => {
  const fields = new FormData();
  fields.set("email", "anne@example.be");
  fields.append("types", "flat");
  fields.append("types", "house");
  fields.set(guardFields.honeypot, "");
  fields.set(guardFields.formTime, "1.x");
  fields.set(guardFields.captcha, "abc");
  return fields;
};

/** The refused form's error summary as a visitor sees it in this language. */
function summary(language: (typeof languages)[number], failure: FormFailure) {
  const form = formView("contact", { email: {} }, failure);
  return renderToString(
    <I18nextProvider i18n={i18nFor(language, messages[language])}>
      <ErrorSummary form={form} labels={{ email: "E-mail" }} />
    </I18nextProvider>,
  );
}

describe("the answer to a refused submission", () => {
  it("is a 429 for a rate limit, telling the visitor in their language, values kept and guard fields dropped", () => {
    const answer = guardRefusal("rate-limited", posted());
    expect(answer.init?.status).toBe(429);
    expect(answer.data.values).toEqual({ email: "anne@example.be", types: ["flat", "house"] });
    const texts = languages.map((language) => summary(language, answer.data));
    expect(texts[languages.indexOf("fr")]).toContain(
      "Vous avez envoyé ce formulaire plusieurs fois en peu de temps.",
    );
    for (const [i, language] of languages.entries())
      expect(texts[i]).toContain(messages[language].leads.guard.rateLimited.slice(0, 30));
  });

  it("is a 400 asking to send again for a form too fast or a captcha not correct (docs/requirements.md §5)", () => {
    const tooFast = guardRefusal("too-fast", posted());
    expect(tooFast.init?.status).toBe(400);
    expect(summary("nl", tooFast.data)).toContain("Dat ging sneller dan verwacht.");
    const captcha = guardRefusal("captcha-invalid", posted());
    expect(summary("fr", captcha.data)).toContain("Le captcha n&#x27;est pas correct.");
  });
});
