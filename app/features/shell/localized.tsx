import { I18nextProvider } from "react-i18next";
import { isRouteErrorResponse } from "react-router";
import { i18nFor } from "#app/i18n/i18n.ts";
import type { Speech } from "#app/i18n/speech.ts";
import { common } from "#app/locales/en/common.ts";

/** Gives the tree below the translations of one language. */
export function Localized({ speech, children }: { speech: Speech; children: React.ReactNode }) {
  return (
    <I18nextProvider i18n={i18nFor(speech.language, speech.messages)}>{children}</I18nextProvider>
  );
}

/** The language and messages to show an error in: the layout's, else those sent with the error, else English. */
export function errorSpeech(loaded: Speech | undefined, error: unknown): Speech {
  if (loaded) return loaded;
  if (isRouteErrorResponse(error) && error.data?.messages) return error.data as Speech;
  return { language: "en", messages: { common } };
}

export const errorStatus = (error: unknown) => (isRouteErrorResponse(error) ? error.status : 500);
