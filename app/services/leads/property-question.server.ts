import { leadMails, remarkAndNewsletterRows } from "#app/features/mail/lead-mails.ts";
import { propertyQuestionSchema } from "#app/model/leads/property-question.ts";
import { pageUrl } from "#app/routing/route-table.ts";
import { leadProperty } from "./lead-property.server.ts";
import { leadFields, leadUseCase } from "./submit-lead.server.ts";

// docs/requirements.md §14: "ask about this property" on its page (§2 Property detail): the agency's
// notification and the visitor's confirmation, both showing the property, then contact-me's thanks.
export function propertyQuestionLead(propertyId: number) {
  return leadUseCase({
    form: "contact-me",
    schema: propertyQuestionSchema,
    thanks: (language) => pageUrl("propertyQuestionThanks", language),
    draft: async (question, setting) => {
      const { mail } = setting;
      const property = await leadProperty(propertyId, setting);
      return {
        fields: leadFields(question),
        propertyId,
        mails: leadMails({
          ...mail,
          person: question,
          formTexts: (l) => mail.texts(l).question.mail,
          rows: (l) => remarkAndNewsletterRows(question, mail.texts(l)),
          property: await property.mails([mail.language, mail.agencyLanguage]),
        }),
      };
    },
  });
}
