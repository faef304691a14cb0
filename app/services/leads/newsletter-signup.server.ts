import { newsletterSchema } from "#app/model/leads/newsletter.ts";
import { pageUrl } from "#app/routing/route-table.ts";
import { newsletterOptIn } from "./newsletter.server.ts";
import { leadUseCase } from "./submit-lead.server.ts";

/** The footer's form: the address, the privacy consent; then sign-newsletter's thank-you page. */
export const newsletterLead = leadUseCase({
  form: "sign-newsletter",
  schema: newsletterSchema,
  thanks: (language) => pageUrl("newsletterThanks", language),
  draft: async (signup, setting) => ({
    fields: { email: signup.email, privacy: true },
    ...(await newsletterOptIn(setting, signup.email)),
  }),
});
