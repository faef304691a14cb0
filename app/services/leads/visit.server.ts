import type { Kysely } from "kysely";
import type { Database } from "#app/data/schema.ts";
import { formatDate, formatDay } from "#app/domain/dates.ts";
import { formatEuro, type PriceInput } from "#app/domain/price.ts";
import { allSlots, visitProblem, visitWindow } from "#app/domain/visit-slots.ts";
import { leadMails, remarkAndNewsletterRows } from "#app/features/mail/lead-mails.ts";
import type { Language } from "#app/i18n/languages.ts";
import type { LeadsMessages } from "#app/locales/en/leads.ts";
import { messages } from "#app/locales/messages.server.ts";
import type { VisitSettings } from "#app/model/config/visit-settings.ts";
import { visitSchema } from "#app/model/leads/visit.ts";
import { pageUrl } from "#app/routing/route-table.ts";
import { leadFormView } from "./lead-form-view.server.ts";
import { leadProperty } from "./lead-property.server.ts";
import { type FieldErrors, leadFields, leadUseCase } from "./submit-lead.server.ts";

// docs/requirements.md §14: "book a visit" on a property's page (§2 Property detail): a day and one of the
// agency's slots (domain/visit-slots.ts), and for a rental the agency's conditions (docs/requirements.md §9),
// confirmed by the visitor; then contact-appointment's thanks.

type Offer = PriceInput & { status: string };

/** What the property page's loader gives the visit form; nothing for a sold or rented property. */
export async function visitFormView(
  db: Kysely<Database>,
  language: Language,
  property: Offer,
  settings: VisitSettings,
  now = new Date(),
) {
  if (property.status === "sold" || property.status === "rented") return undefined;
  const { first, last } = visitWindow(now, settings);
  const texts = messages[language].leads.visit;
  return {
    ...(await leadFormView(db, visitSchema, language)),
    first,
    last,
    dayHint: texts.dayHint
      .replace("{{first}}", formatDate(first, language))
      .replace("{{last}}", formatDate(last, language)),
    slots: allSlots(settings),
    conditions: conditionLines(property, settings, texts.conditions),
  };
}

/** A rental's conditions as sentences (docs/requirements.md §9); none for a sale. A hidden rent shows no amount. */
function conditionLines(
  property: PriceInput,
  { rental }: VisitSettings,
  texts: LeadsMessages["visit"]["conditions"],
): string[] {
  if (property.goal !== "rent") return [];
  const times = String(rental.incomeTimesRent);
  const rent = property.publishPrice ? property.price : null;
  const income =
    rental.incomeTimesRent <= 0
      ? []
      : [
          rent
            ? texts.income
                .replace("{{amount}}", formatEuro(rent * rental.incomeTimesRent))
                .replace("{{times}}", times)
            : texts.incomeWithoutAmount.replace("{{times}}", times),
        ];
  const persons = rental.maximumPersons
    ? [texts.persons.replace("{{count}}", String(rental.maximumPersons))]
    : [];
  return [...income, ...persons];
}

export function visitLead(propertyId: number) {
  let property: Awaited<ReturnType<typeof leadProperty>> | undefined;
  return leadUseCase({
    form: "contact-appointment",
    schema: visitSchema,
    thanks: (language) => pageUrl("visitThanks", language),
    check: async (visit, setting): Promise<FieldErrors> => {
      property = await leadProperty(propertyId, setting);
      const { card } = property;
      if (card.status === "sold" || card.status === "rented")
        return { form: "leads:visit.errors.full" };
      const problem = visitProblem(visit.day, visit.slot, new Date(), setting.config.visits);
      if (problem)
        return { [problem === "slot" ? "slot" : "day"]: `leads:visit.errors.${problem}` };
      const conditions = conditionLines(card, setting.config.visits, texts(setting).conditions);
      if (conditions.length > 0 && !visit.conditions)
        return { conditions: "leads:visit.errors.conditions" };
      return undefined;
    },
    draft: async (visit, setting) => {
      const { mail, config } = setting;
      const shown = property ?? (await leadProperty(propertyId, setting));
      // The day and slot are the agency's (checked above): the visitor's confirmation shows them too.
      const chosen = (l: Language) => {
        const { visit: own } = mail.texts(l);
        const [from, to] = visit.slot.split("-");
        const when = `${formatDay(visit.day, l)}, ${own.slotLabel.replace("{{from}}", from ?? "").replace("{{to}}", to ?? "")}`;
        const conditions = conditionLines(shown.card, config.visits, own.conditions);
        return [
          { label: own.mail.when, value: when },
          ...(conditions.length > 0
            ? [{ label: own.mail.conditions, value: conditions.join("\n") }]
            : []),
        ];
      };
      return {
        fields: leadFields(visit),
        propertyId,
        mails: leadMails({
          ...mail,
          person: visit,
          formTexts: (l) => mail.texts(l).visit.mail,
          rows: (l) => [...chosen(l), ...remarkAndNewsletterRows(visit, mail.texts(l))],
          confirmationRows: chosen,
          property: await shown.mails([mail.language, mail.agencyLanguage]),
        }),
      };
    },
  });
}

const texts = ({ language }: { language: Language }) => messages[language].leads.visit;
