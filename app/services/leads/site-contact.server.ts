import type { RouterContextProvider } from "react-router";
import { leadMails, remarkAndNewsletterRows } from "#app/features/mail/lead-mails.ts";
import { siteContactSchema } from "#app/model/leads/site-contact.ts";
import { pageUrl } from "#app/routing/route-table.ts";
import { leadFields, submitLead } from "./submit-lead.server.ts";

// docs/requirements.md §14: "contact the agency", the form of the contact page (§3 Contact forms): the agency's
// notification and the visitor's confirmation, then the site-contact thank-you page.
export function submitSiteContact(request: Request, context: Readonly<RouterContextProvider>) {
  return submitLead(request, context, {
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
}
