import { data, redirect } from "react-router";
import { requestContext, siteContext } from "#app/contexts.ts";
import { consentCookie } from "#app/http/cookies.server.ts";
import { parseForm } from "#app/http/form.server.ts";
import { safeReturnPath } from "#app/http/return-path.ts";
import { defaultLanguage, type Language, languageOfPath } from "#app/i18n/languages.ts";
import { messages } from "#app/locales/messages.server.ts";
import { consentOfChoice, defaultExpiryDays } from "#app/model/consent/consent.ts";
import { consentChoiceSchema } from "#app/model/consent/consent-choice.ts";
import type { Route } from "./+types/consent";

// POST /consent: the cookie dialog's choice (docs/requirements.md §2 Cookie dialog, §4). Without JavaScript the form
// sends `returnTo` and the visitor goes back there (303); the enhanced dialog leaves it out and gets data.
// Cross-site posts never get here (server/same-origin.ts): nobody can choose for the visitor.
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") {
    return refusal(405, defaultLanguage, { Allow: "POST" });
  }
  const { secure } = context.get(requestContext);
  const { value: choice, failure } = await parseForm(request, consentChoiceSchema);
  if (failure) {
    // Only a forged post fails (the dialog offers buttons and switches): it gets a sentence, not a form.
    const { returnTo } = failure.data.values;
    const back = safeReturnPath(typeof returnTo === "string" ? returnTo : undefined);
    return refusal(400, languageOfPath(back) ?? defaultLanguage);
  }
  const { config } = context.get(siteContext);
  const consent = consentOfChoice(choice);
  const headers = {
    "Set-Cookie": await consentCookie(
      consent,
      config?.cookieConsent.expiryDays ?? defaultExpiryDays,
      secure,
    ),
  };
  if (choice.returnTo === undefined) return data({ consent }, { headers });
  return redirect(safeReturnPath(choice.returnTo), { status: 303, headers });
}

function refusal(status: 400 | 405, language: Language, headers: Record<string, string> = {}) {
  return new Response(messages[language].common.consent.invalid, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", ...headers },
  });
}
