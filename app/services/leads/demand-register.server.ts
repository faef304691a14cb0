import type { Kysely } from "kysely";
import { propertyTypeNames } from "#app/data/catalogue/property-types.server.ts";
import { searchCounts } from "#app/data/catalogue/search-counts.server.ts";
import { findDemandAccount, saveDemandAccount } from "#app/data/leads/demand-accounts.server.ts";
import type { Database } from "#app/data/schema.ts";
import { formatEuro } from "#app/domain/price.ts";
import { leadMails, remarkAndNewsletterRows } from "#app/features/mail/lead-mails.ts";
import type { Language } from "#app/i18n/languages.ts";
import type { messages } from "#app/locales/messages.server.ts";
import { type DemandRegister, demandRegisterSchema } from "#app/model/leads/demand-register.ts";
import { pageUrl } from "#app/routing/route-table.ts";
import { hashPassword, passwordMatches } from "#app/services/accounts/passwords.server.ts";
import { leadFormView } from "./lead-form-view.server.ts";
import { type FieldErrors, leadFields, leadUseCase } from "./submit-lead.server.ts";

// docs/requirements.md §14: the demand register (§2 /demand-register/, §5): what the visitor looks for, an
// optional password to see and delete their searches later (ADR 029), then demand-register's thanks.

/** The choices the form offers: the catalogue's types, and its towns as zones ("1380 Lasne"). */
async function choices(db: Kysely<Database>, language: Language) {
  const [types, counts] = await Promise.all([
    propertyTypeNames(db, language),
    searchCounts(db, language),
  ]);
  const zones = counts.cities.filter((c) => c.name).map((c) => `${c.zip} ${c.name}`);
  return { types, zones: [...new Set(zones)] };
}

/** What the demand register's page gives its form. */
export async function demandRegisterView(db: Kysely<Database>, language: Language) {
  return {
    ...(await leadFormView(db, demandRegisterSchema, language)),
    ...(await choices(db, language)),
    searchesUrl: pageUrl("demandSearches", language),
  };
}

export const demandRegisterLead = leadUseCase({
  form: "demand-register",
  schema: demandRegisterSchema,
  thanks: (language) => pageUrl("demandRegisterThanks", language),
  check: async (demand, { db, language }): Promise<FieldErrors> => {
    const { types, zones } = await choices(db, language);
    const errors: Record<string, string> = {};
    if (!demand.types.every((t) => types.some((known) => String(known.webId) === t)))
      errors.types = "leads:demandRegister.errors.types";
    if (!demand.zones.every((z) => zones.includes(z)))
      errors.zones = "leads:demandRegister.errors.zones";
    return Object.keys(errors).length > 0 ? errors : undefined;
  },
  draft: async (demand, setting) => {
    const { mail, db } = setting;
    const names = new Map<Language, Map<string, string>>();
    for (const l of new Set([mail.language, mail.agencyLanguage]))
      names.set(l, new Map((await propertyTypeNames(db, l)).map((t) => [String(t.webId), t.name])));
    const criteria = (l: Language) =>
      criteriaRows(demand, names.get(l) ?? new Map(), mail.texts(l).demandRegister);
    const { password, passwordRepeat, ...kept } = demand;
    const account = password ? await accountFor(db, demand.email, password) : undefined;
    return {
      fields: { ...leadFields(kept), account: account?.joins ?? false },
      mails: leadMails({
        ...mail,
        person: demand,
        formTexts: (l) => mail.texts(l).demandRegister.mail,
        rows: (l) => [...criteria(l), ...remarkAndNewsletterRows(demand, mail.texts(l))],
        // Goal, types and towns come from the catalogue's lists (checked above), the rest are numbers.
        confirmationRows: criteria,
      }),
      writes: account?.newHash
        ? (trx) =>
            saveDemandAccount(trx, {
              email: demand.email,
              passwordHash: account.newHash ?? "",
              now: new Date(),
            })
        : undefined,
    };
  },
});

/**
 * Whether a search registered with this password joins the address's account (ADR 029): a new
 * account (its hash to store), or the existing one when the password is its own. A password that is
 * not the account's changes nothing and the search stays out of it: registering with someone's
 * address never opens their searches.
 */
async function accountFor(db: Kysely<Database>, email: string, password: string) {
  const existing = await findDemandAccount(db, email);
  if (!existing) return { joins: true, newHash: await hashPassword(password) };
  return { joins: await passwordMatches(password, existing.password_hash) };
}

type Texts = (typeof messages)["en"]["leads"]["demandRegister"];

/** The search, as the mails and the searches page list it. */
export function criteriaRows(
  demand: Pick<DemandRegister, "goal" | "types" | "zones" | "budgetMin" | "budgetMax" | "bedrooms">,
  typeNames: Map<string, string>,
  texts: Texts,
) {
  const { fields } = texts;
  const budget = [
    demand.budgetMin === undefined ? "" : `${texts.from} ${formatEuro(demand.budgetMin)}`,
    demand.budgetMax === undefined ? "" : `${texts.to} ${formatEuro(demand.budgetMax)}`,
  ]
    .filter(Boolean)
    .join(" ");
  return [
    { label: fields.goal, value: fields.goals[demand.goal] },
    { label: fields.types, value: demand.types.map((t) => typeNames.get(t) ?? t).join(", ") },
    { label: fields.zones, value: demand.zones.join(", ") },
    ...(budget ? [{ label: fields.budget, value: budget }] : []),
    ...(demand.bedrooms === undefined
      ? []
      : [{ label: fields.bedrooms, value: String(demand.bedrooms) }]),
  ];
}
