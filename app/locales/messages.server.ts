import type { Language } from "#app/i18n/languages.ts";
import type { Speech } from "#app/i18n/speech.ts";
import { de } from "./de.ts";
import { en, type Messages } from "./en.ts";
import { fr } from "./fr.ts";
import { nl } from "./nl.ts";

// Server side only in practice: the browser receives the messages of the page's language through the site layout.
export const messages: Record<Language, Messages> = { en, nl, fr, de };

export const speechOf = (language: Language): Speech => ({
  language,
  messages: messages[language],
});
