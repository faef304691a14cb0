import { useTranslation } from "react-i18next";
import { useActionData, useFetcher } from "react-router";
import { ChoiceGroup } from "#app/components/ui/form/choice-group.tsx";
import { ErrorSummary } from "#app/components/ui/form/error-summary.tsx";
import { Field } from "#app/components/ui/form/field.tsx";
import { FormGuard } from "#app/components/ui/form/form-guard.tsx";
import { formView } from "#app/components/ui/form/form-view.ts";
import { SubmitButton } from "#app/components/ui/form/submit-button.tsx";
import type { InputConstraints } from "#app/model/forms/html-constraints.ts";
import type { FormFailure } from "#app/model/forms/submission.ts";
import type { GuardView } from "#app/model/guard/guard.ts";
import { personTitles } from "#app/model/leads/person-titles.ts";
import type { SiteContactField } from "#app/model/leads/site-contact.ts";

export interface SiteContactFormProps {
  constraints: Record<SiteContactField, InputConstraints>;
  privacyUrl: string;
  /** The anti-abuse fields' data (services/guard/guard-view.server.ts). */
  guard: GuardView;
}

const linkMark = "%LINK%";

/**
 * Issue 14, spec §3 Contact forms: "contact the agency" on the contact page. Without JavaScript a
 * plain POST renders the page again with the errors, or goes on to the thank-you page; with it, a
 * fetcher posts the same form without a reload.
 */
export function SiteContactForm({ constraints, privacyUrl, guard }: SiteContactFormProps) {
  const { t } = useTranslation("leads");
  const fetcher = useFetcher<FormFailure>();
  const posted = useActionData() as FormFailure | undefined;
  const form = formView("site-contact", constraints, fetcher.data ?? posted);
  const labels: Record<SiteContactField, string> = {
    title: t("siteContact.fields.title"),
    firstName: t("siteContact.fields.firstName"),
    lastName: t("siteContact.fields.lastName"),
    email: t("siteContact.fields.email"),
    phone: t("siteContact.fields.phone"),
    remark: t("siteContact.fields.remark"),
    privacy: t("siteContact.fields.privacy"),
    newsletter: t("siteContact.fields.newsletter"),
  };
  const [beforeLink, afterLink] = t("siteContact.fields.privacyHint", { link: linkMark }).split(
    linkMark,
  );
  return (
    <section className="site-contact" aria-labelledby="site-contact-heading">
      <div className="site-contact__lead">
        <h2 id="site-contact-heading">{t("siteContact.heading")}</h2>
        <p className="site-contact__intro">{t("siteContact.intro")}</p>
      </div>
      <fetcher.Form method="post" className="site-contact__form">
        <ErrorSummary form={form} labels={labels} />
        <ChoiceGroup
          {...form.field("title")}
          legend={labels.title}
          options={personTitles.map((value) => ({
            value,
            label: t(`siteContact.fields.titles.${value}`),
          }))}
        />
        <div className="site-contact__pair">
          <Field {...form.field("firstName")} label={labels.firstName} autoComplete="given-name" />
          <Field {...form.field("lastName")} label={labels.lastName} autoComplete="family-name" />
        </div>
        <div className="site-contact__pair">
          <Field {...form.field("email")} label={labels.email} autoComplete="email" />
          <Field {...form.field("phone")} label={labels.phone} type="tel" autoComplete="tel" />
        </div>
        <Field {...form.field("remark")} label={`${labels.remark} (${t("siteContact.optional")})`}>
          {(control) => <textarea {...control} rows={6} />}
        </Field>
        <Field
          {...form.field("privacy")}
          check
          label={labels.privacy}
          hint={
            <>
              {beforeLink}
              <a href={privacyUrl}>{t("siteContact.fields.privacyLink")}</a>
              {afterLink}
            </>
          }
        />
        <Field {...form.field("newsletter")} check label={labels.newsletter} />
        <FormGuard id={form.id} guard={guard} />
        <SubmitButton className="button button--accent site-contact__send" fetcher={fetcher}>
          {t("siteContact.send")}
        </SubmitButton>
      </fetcher.Form>
    </section>
  );
}
