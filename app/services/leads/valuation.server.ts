import type { Kysely } from "kysely";
import { propertyTypeNames } from "#app/data/catalogue/property-types.server.ts";
import type { Database } from "#app/data/schema.ts";
import { formatNumber } from "#app/domain/numbers.ts";
import { leadMails, remarkAndNewsletterRows } from "#app/features/mail/lead-mails.ts";
import type { Language } from "#app/i18n/languages.ts";
import { type Valuation, valuationSchema } from "#app/model/leads/valuation.ts";
import { pageUrl } from "#app/routing/route-table.ts";
import { leadFormView } from "./lead-form-view.server.ts";
import {
  type FieldErrors,
  type LeadSetting,
  leadFields,
  leadUseCase,
} from "./submit-lead.server.ts";

// docs/requirements.md §14: "free valuation of my property" on the free-valuation page (docs/requirements.md §2 /Contact-demand/,
// the header's button): the agency's notification and the owner's confirmation, then contact-demand.

/** What the free-valuation page's loader gives the form: the types the catalogue knows. */
export async function valuationFormView(db: Kysely<Database>, language: Language) {
  return {
    ...(await leadFormView(db, valuationSchema, language)),
    types: await propertyTypeNames(db, language),
  };
}

export const valuationLead = leadUseCase({
  form: "contact-demand",
  schema: valuationSchema,
  thanks: (language) => pageUrl("valuationThanks", language),
  check: async (valuation, { db, language }): Promise<FieldErrors> => {
    const known = await propertyTypeNames(db, language);
    return known.some((t) => String(t.webId) === valuation.type)
      ? undefined
      : { type: "leads:valuation.errors.type" };
  },
  draft: async (valuation, setting) => {
    const { mail } = setting;
    const names = new Map<Language, string>();
    for (const l of new Set([mail.language, mail.agencyLanguage]))
      names.set(l, await typeName(setting, l, valuation.type));
    return {
      fields: leadFields(valuation),
      mails: leadMails({
        ...mail,
        person: valuation,
        formTexts: (l) => mail.texts(l).valuation.mail,
        rows: (l) => [
          ...propertyRows(valuation, names.get(l) ?? "", mail.texts(l).valuation),
          ...remarkAndNewsletterRows(valuation, mail.texts(l)),
        ],
      }),
    };
  },
});

async function typeName({ db }: LeadSetting, language: Language, type: string) {
  const names = await propertyTypeNames(db, language);
  return names.find((t) => String(t.webId) === type)?.name ?? type;
}

type Texts = ReturnType<LeadSetting["mail"]["texts"]>["valuation"];

/** The property to value, as the mails list it. */
function propertyRows(valuation: Valuation, typeName: string, texts: Texts) {
  const { fields } = texts;
  const address = [valuation.street, valuation.number].filter(Boolean).join(" ");
  return [
    { label: fields.goal, value: fields.goals[valuation.goal] },
    { label: fields.type, value: typeName },
    {
      label: texts.mail.address,
      value: `${address}, ${valuation.zip.toUpperCase()} ${valuation.city}`,
    },
    ...(valuation.bedrooms !== undefined
      ? [{ label: fields.bedrooms, value: String(valuation.bedrooms) }]
      : []),
    ...(valuation.surface !== undefined
      ? [{ label: fields.surface, value: `${formatNumber(valuation.surface)} m²` }]
      : []),
  ];
}
