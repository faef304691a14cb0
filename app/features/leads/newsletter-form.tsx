import { useTranslation } from "react-i18next";
import { Field } from "#app/components/ui/form/field.tsx";
import type { InputConstraints } from "#app/model/forms/html-constraints.ts";
import type { GuardView } from "#app/model/guard/guard.ts";
import type { NewsletterField } from "#app/model/leads/newsletter.ts";
import { LeadForm } from "./lead-form.tsx";
import { PrivacyField, usePersonLabels } from "./person-fields.tsx";
import { useLeadForm } from "./use-lead-form.ts";

export interface NewsletterFormProps {
  constraints: Record<NewsletterField, InputConstraints>;
  privacyUrl: string;
  guard: GuardView;
  /** The address typed in the footer, brought along. */
  email?: string | undefined;
}

/** docs/requirements.md §14: the newsletter's sign-up, double opt-in (thank-you page sign-newsletter). */
export function NewsletterForm({ constraints, privacyUrl, guard, email }: NewsletterFormProps) {
  const { t } = useTranslation("leads");
  const { fetcher, form } = useLeadForm("sign-newsletter", constraints);
  const person = usePersonLabels();
  const labels = { email: t("newsletter.email"), privacy: person.privacy };
  const binding = form.field("email");
  return (
    // The page's title names it: no heading of its own.
    <div className="enquiry newsletter">
      <p className="enquiry__intro">{t("newsletter.intro")}</p>
      <LeadForm
        fetcher={fetcher}
        form={form}
        labels={labels}
        guard={guard}
        send={t("newsletter.send")}
      >
        <Field
          {...binding}
          value={binding.value ?? email}
          label={labels.email}
          autoComplete="email"
        />
        <PrivacyField form={form} privacyUrl={privacyUrl} />
      </LeadForm>
    </div>
  );
}
