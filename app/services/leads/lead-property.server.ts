import { readCards } from "#app/data/catalogue/property-cards.server.ts";
import { isVisible } from "#app/domain/listing-status.ts";
import { mailProperty } from "#app/features/mail/mail-property.ts";
import type { Language } from "#app/i18n/languages.ts";
import { messages } from "#app/locales/messages.server.ts";
import type { PropertyCard } from "#app/model/catalogue/property-card.ts";
import { propertyUrl } from "#app/routing/listing-urls.ts";
import { LeadGone, type LeadSetting } from "./submit-lead.server.ts";

/**
 * The property a lead is about (docs/requirements.md §14): its card in the visitor's language, and how each mail
 * shows it (in the mail's language when the property has a text in it). A property visitors cannot
 * see (withdrawn, unknown, no text in the page's language) is LeadGone: its page is gone (404).
 */
export async function leadProperty(id: number, { db, language, origin }: LeadSetting) {
  const status = await db
    .selectFrom("property")
    .select("status")
    .where("id", "=", id)
    .executeTakeFirst();
  const [card] = status && isVisible(status.status) ? await readCards(db, language, [id]) : [];
  if (!card) throw new LeadGone();
  return {
    card,
    /** Reads the property in the languages the mails speak, then shows it in each. */
    async mails(languages: Language[]) {
      const shown = new Map<Language, { card: PropertyCard; language: Language }>();
      for (const l of new Set(languages)) {
        const own = l === language ? card : (await readCards(db, l, [id]))[0];
        shown.set(l, own ? { card: own, language: l } : { card, language });
      }
      return (l: Language) => {
        const one = shown.get(l) ?? { card, language };
        return mailProperty(one.card, {
          url: propertyUrl(one.card, one.language),
          origin,
          offer: messages[l].common.offer,
        });
      };
    },
  };
}
