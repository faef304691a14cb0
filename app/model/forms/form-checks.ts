import { deskAppCodeSchema, deskCodeSchema, deskLoginSchema } from "#app/model/admin/desk-login.ts";
import { passwordAgainSchema as deskPasswordAgainSchema } from "#app/model/admin/staff-forms.ts";
import { demandRegisterSchema, demandSignInSchema } from "#app/model/leads/demand-register.ts";
import { documentRequestSchema } from "#app/model/leads/document-request.ts";
import type { LeadForm } from "#app/model/leads/lead.ts";
import { newsletterSchema } from "#app/model/leads/newsletter.ts";
import { projectQuestionSchema } from "#app/model/leads/project-question.ts";
import { propertyQuestionSchema } from "#app/model/leads/property-question.ts";
import { sendToFriendSchema } from "#app/model/leads/send-to-friend.ts";
import { siteContactSchema } from "#app/model/leads/site-contact.ts";
import { valuationSchema } from "#app/model/leads/valuation.ts";
import { visitSchema } from "#app/model/leads/visit.ts";
import { loginSchema } from "#app/model/owners/login-form.ts";
import { newPasswordSchema, resetRequestSchema } from "#app/model/owners/password-reset.ts";
import {
  appCodeSchema,
  loginCodeSchema,
  passwordAgainSchema,
} from "#app/model/owners/second-factor.ts";
import type { FormSchema } from "./html-constraints.ts";
import { type FormFailure, readSubmission } from "./submission.ts";

// ADR 039: the browser checks a form against the schema its action reads, before it sends
// it. This module is the one the page loads for that, on demand (import() when a form is entered):
// zod/mini and the schemas stay out of every page's first load (ADR 039).

/** Every form the browser checks, by the name its page gives it (a lead form's is its `lead.form`). */
export const checkedForms = {
  "site-contact": siteContactSchema,
  "contact-me": propertyQuestionSchema,
  "contact-appointment": visitSchema,
  "contact-construction": projectQuestionSchema,
  "contact-demand": valuationSchema,
  "demand-register": demandRegisterSchema,
  "send-to-friend": sendToFriendSchema,
  "sign-newsletter": newsletterSchema,
  "document-request": documentRequestSchema,
  "demand-sign-in": demandSignInSchema,
  "owner-login": loginSchema,
  "login-code": loginCodeSchema,
  "password-reset": resetRequestSchema,
  "new-password": newPasswordSchema,
  "app-code": appCodeSchema,
  "password-again": passwordAgainSchema,
  "desk-login": deskLoginSchema,
  "desk-code": deskCodeSchema,
  "desk-app-code": deskAppCodeSchema,
  "desk-password-again": deskPasswordAgainSchema,
} satisfies Record<LeadForm, FormSchema> & Record<string, FormSchema>;

/** A form whose schema the browser can check. */
export type CheckedForm = keyof typeof checkedForms;

/** What the server would refuse in these fields (the same keys, the same messages), or nothing. */
export function checkForm(form: CheckedForm, data: FormData): FormFailure | undefined {
  return readSubmission(data, checkedForms[form]).failure;
}
