import type { Messages } from "#app/locales/en.ts";
import type { Language } from "./languages.ts";

/** What a page needs to speak its language; also sent with an error when the site layout has no data. */
export interface Speech {
  language: Language;
  messages: Messages;
}
