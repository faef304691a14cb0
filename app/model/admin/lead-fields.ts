import { formatDay } from "#app/domain/dates.ts";
import type { Language } from "#app/i18n/languages.ts";
import type { AdminLeadMessages } from "#app/locales/en/admin-lead.ts";
import type { LeadsMessages } from "#app/locales/en/leads.ts";
import type { LeadFields, LeadFieldValue } from "#app/model/leads/lead.ts";

// docs/requirements.md §17 (a lead's page), ADR 052: every field of a lead as it was sent, in the order
// stored, under the label its form shows visitors where the site has one, else under its raw key:
// no field is ever left out, a field a later form adds included.

export interface LabelledField {
  key: string;
  label: string;
  value: string;
}

interface Texts {
  leads: LeadsMessages;
  adminLead: AdminLeadMessages;
}

/** The labels of a form's fields: those every form shares, then the form's own. */
function labelsOf(form: string, { leads, adminLead }: Texts): Record<string, string> {
  const { title, firstName, lastName, email, phone, remark, newsletter } = leads.form.fields;
  const shared = { title, firstName, lastName, email, phone, remark, newsletter };
  const own: Record<string, Record<string, string>> = {
    "contact-appointment": {
      day: leads.visit.day,
      slot: leads.visit.slot,
      conditions: leads.visit.conditions.confirm,
    },
    "send-to-friend": {
      friendEmail: leads.sendToFriend.fields.friendEmail,
      message: leads.sendToFriend.fields.message,
    },
    "demand-register": {
      ...withoutChoices(leads.demandRegister.fields),
      account: adminLead.fields.account,
    },
    "contact-demand": withoutChoices(leads.valuation.fields),
    "contact-construction": { unit: leads.projectQuestion.unit, project: adminLead.fields.project },
  };
  return { ...shared, privacy: adminLead.fields.privacy, ...own[form] };
}

/** A form's labels without its lists of choices (the goals), which label values, not fields. */
function withoutChoices(labels: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(labels).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string",
    ),
  );
}

/** A lead's fields, labelled and written out in `language`. */
export function labelledFields(
  form: string,
  fields: LeadFields,
  language: Language,
  texts: Texts,
): LabelledField[] {
  const labels = labelsOf(form, texts);
  return Object.entries(fields).map(([key, value]) => {
    const label = labels[key];
    return {
      key,
      label: typeof label === "string" ? label : key,
      value: written(form, key, value, language, texts),
    };
  });
}

function written(
  form: string,
  key: string,
  value: LeadFieldValue | null,
  language: Language,
  { leads, adminLead }: Texts,
): string {
  if (value === undefined || value === null) return "";
  // A ticked box posted as the browser sends it ("on", a rental's conditions) reads as a yes too.
  if (typeof value === "boolean" || value === "on")
    return value === false ? adminLead.fields.no : adminLead.fields.yes;
  if (Array.isArray(value)) return value.join(", ");
  const text = String(value);
  const choice = (choices: Record<string, string>) => choices[text] ?? text;
  if (key === "title") return choice(leads.form.fields.titles);
  if (key === "goal" && form === "demand-register")
    return choice(leads.demandRegister.fields.goals);
  if (key === "goal" && form === "contact-demand") return choice(leads.valuation.fields.goals);
  if (key === "day" && form === "contact-appointment") return formatDay(text, language) || text;
  if (key === "slot" && /^\d{2}:\d{2}-\d{2}:\d{2}$/.test(text)) {
    const [from = "", to = ""] = text.split("-");
    return leads.visit.slotLabel.replace("{{from}}", from).replace("{{to}}", to);
  }
  return text;
}
