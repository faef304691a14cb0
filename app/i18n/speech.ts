import type { Bundles, Messages } from "#app/locales/messages.ts";
import type { Language } from "./languages.ts";

/** What a page needs to speak its language; also sent with an error when the site layout has no data. */
export interface Speech {
  language: Language;
  messages: Bundles & Pick<Messages, "common">;
}
