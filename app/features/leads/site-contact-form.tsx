import { useTranslation } from "react-i18next";
import type { InputConstraints } from "#app/model/forms/html-constraints.ts";
import type { GuardView } from "#app/model/guard/guard.ts";
import type { SiteContactField } from "#app/model/leads/site-contact.ts";
import { LeadForm } from "./lead-form.tsx";
import { ConsentFields, PersonFields, RemarkField, usePersonLabels } from "./person-fields.tsx";
import { useLeadForm } from "./use-lead-form.ts";

export interface SiteContactFormProps {
  constraints: Record<SiteContactField, InputConstraints>;
  privacyUrl: string;
  /** The anti-abuse fields' data (services/guard/guard-view.server.ts). */
  guard: GuardView;
}

/** docs/requirements.md §14, §3 Contact forms: "contact the agency" on the contact page. */
export function SiteContactForm({ constraints, privacyUrl, guard }: SiteContactFormProps) {
  const { t } = useTranslation("leads");
  const { fetcher, form } = useLeadForm("site-contact", constraints);
  return (
    <section className="lead-panel site-contact" aria-labelledby="site-contact-heading">
      <div>
        <h2 id="site-contact-heading">{t("siteContact.heading")}</h2>
        <p className="lead-panel__intro">{t("siteContact.intro")}</p>
      </div>
      <LeadForm
        fetcher={fetcher}
        form={form}
        labels={usePersonLabels()}
        guard={guard}
        send={t("siteContact.send")}
      >
        <PersonFields form={form} />
        <RemarkField form={form} />
        <ConsentFields form={form} privacyUrl={privacyUrl} />
      </LeadForm>
    </section>
  );
}
