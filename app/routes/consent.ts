import { data, redirect } from "react-router";
import {
  consentCookie,
  consentOfChoice,
  defaultExpiryDays,
  safeReturnPath,
} from "../consent/consent.ts";
import { consentChoiceSchema } from "../consent/consent-choice.ts";
import { appContext } from "../context.ts";
import { readSiteConfig } from "../data/site-config.server.ts";
import { defaultLanguage, languageOfPath } from "../i18n/languages.ts";
import { messages } from "../locales/messages.server.ts";
import type { Route } from "./+types/consent";

// POST /consent: the cookie dialog's choice (spec §2 Cookie dialog, §4). Without JavaScript the form
// sends `returnTo` and the visitor goes back there (303); the enhanced dialog leaves it out and gets data.
export async function action({ request, context }: Route.ActionArgs) {
  const { db, publicUrl } = context.get(appContext);
  const form = Object.fromEntries(await request.formData());
  const choice = consentChoiceSchema.safeParse(form);
  if (!choice.success) {
    const returnTo = typeof form.returnTo === "string" ? form.returnTo : undefined;
    const language = languageOfPath(safeReturnPath(returnTo)) ?? defaultLanguage;
    return new Response(messages[language].consent.invalid, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const config = await readSiteConfig(db);
  const consent = consentOfChoice(choice.data);
  const headers = {
    "Set-Cookie": consentCookie(
      consent,
      config?.cookieConsent.expiryDays ?? defaultExpiryDays,
      publicUrl?.startsWith("https:") ?? false,
    ),
  };
  if (choice.data.returnTo === undefined) return data({ consent }, { headers });
  return redirect(safeReturnPath(choice.data.returnTo), { status: 303, headers });
}
