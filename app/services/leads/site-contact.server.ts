import { leadMails, remarkAndNewsletterRows } from "#app/features/mail/lead-mails.ts";
import { siteContactSchema } from "#app/model/leads/site-contact.ts";
import { pageUrl } from "#app/routing/route-table.ts";
import { leadFields, leadUseCase } from "./submit-lead.server.ts";

// docs/requirements.md §14: "contact the agency", the form of the contact page (§3 Contact forms): the agency's
// notification and the visitor's confirmation, then the site-contact thank-you page.
export const siteContactLead = leadUseCase({
  form: "site-contact",
  schema: siteContactSchema,
  thanks: (language) => pageUrl("siteContactThanks", language),
  draft: (contact, { mail }) => ({
    fields: leadFields(contact),
    mails: leadMails({
      ...mail,
      person: contact,
      formTexts: (l) => mail.texts(l).siteContact.mail,
      rows: (l) => remarkAndNewsletterRows(contact, mail.texts(l)),
    }),
  }),
});
