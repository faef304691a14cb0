import type { Kysely } from "kysely";
import {
  documentsRequestedSince,
  propertyDocuments,
} from "#app/data/catalogue/property-documents.server.ts";
import type { Database } from "#app/data/schema.ts";
import { leadMails, remarkAndNewsletterRows } from "#app/features/mail/lead-mails.ts";
import type { Language } from "#app/i18n/languages.ts";
import { documentRequestSchema } from "#app/model/leads/document-request.ts";
import { leadFormView } from "./lead-form-view.server.ts";
import { leadProperty } from "./lead-property.server.ts";
import { type FieldErrors, leadFields, leadUseCase } from "./submit-lead.server.ts";

// docs/requirements.md §14: "request the documents" of a property (§2 Property detail): the documents reach the
// visitor's inbox as links, the agency is told; docs/requirements.md §8 "no documents found" and "documents already
// requested for this property" (the same address within a day). The answer is a message in place.

const once = 24 * 3_600_000;

/** The documents form's data for the page (with no names when the property has no documents). */
export async function documentsFormView(
  db: Kysely<Database>,
  language: Language,
  propertyId: number,
  url: URL,
) {
  const documents = await propertyDocuments(db, propertyId);
  return {
    ...(await leadFormView(db, documentRequestSchema, language)),
    names: documents.map((d) => d.name),
    sent: url.searchParams.get("documents") === "sent",
  };
}

export function documentRequestLead(propertyId: number, url: URL) {
  let documents: Awaited<ReturnType<typeof propertyDocuments>> = [];
  return leadUseCase({
    form: "document-request",
    schema: documentRequestSchema,
    thanks: () => `${url.pathname}?documents=sent#property-documents`,
    check: async (asking, setting): Promise<FieldErrors> => {
      await leadProperty(propertyId, setting);
      documents = await propertyDocuments(setting.db, propertyId);
      if (documents.length === 0) return { form: "leads:documents.errors.none" };
      const since = new Date(Date.now() - once);
      return (await documentsRequestedSince(setting.db, { propertyId, email: asking.email, since }))
        ? { form: "leads:documents.errors.already" }
        : undefined;
    },
    draft: async (asking, setting) => {
      const { mail, origin } = setting;
      const property = await (await leadProperty(propertyId, setting)).mails([
        mail.language,
        mail.agencyLanguage,
      ]);
      const links = documents.map((d) => ({ label: d.name, url: `${origin}${d.path}` }));
      const sent = (l: Language) => [
        {
          label: mail.texts(l).documents.mail.sent,
          value: documents.map((d) => d.name).join("\n"),
        },
      ];
      return {
        fields: leadFields(asking),
        propertyId,
        mails: leadMails({
          ...mail,
          person: asking,
          formTexts: (l) => mail.texts(l).documents.mail,
          rows: (l) => [...sent(l), ...remarkAndNewsletterRows(asking, mail.texts(l))],
          confirmationRows: sent,
          property,
          links,
        }),
      };
    },
  });
}
