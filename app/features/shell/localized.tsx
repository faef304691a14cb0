import { I18nextProvider } from "react-i18next";
import { isRouteErrorResponse, useMatches } from "react-router";
import { i18nFor } from "#app/i18n/i18n.ts";
import type { Speech } from "#app/i18n/speech.ts";
import { common } from "#app/locales/en/common.ts";
import type { Bundles } from "#app/locales/messages.ts";

/**
 * Gives the tree below the texts of one language: the namespaces given (the layout's `common`, or
 * those sent with an error) and those every matched route's loader sent with its data (`messages`),
 * so that a page, also after a client navigation, has exactly the namespaces it asked for.
 */
export function Localized({ speech, children }: { speech: Speech; children: React.ReactNode }) {
  const matches = useMatches();
  const messages: Bundles = { ...speech.messages };
  for (const { loaderData } of matches) Object.assign(messages, bundlesOf(loaderData));
  return <I18nextProvider i18n={i18nFor(speech.language, messages)}>{children}</I18nextProvider>;
}

const bundlesOf = (data: unknown): Bundles | undefined =>
  data && typeof data === "object" && "messages" in data ? (data.messages as Bundles) : undefined;

/** The language and messages to show an error in: the layout's, else those sent with the error, else English. */
export function errorSpeech(loaded: Speech | undefined, error: unknown): Speech {
  if (loaded) return loaded;
  if (isRouteErrorResponse(error) && error.data?.messages) return error.data as Speech;
  return { language: "en", messages: { common } };
}

export const errorStatus = (error: unknown) => (isRouteErrorResponse(error) ? error.status : 500);
