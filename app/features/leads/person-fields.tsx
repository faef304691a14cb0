import { useTranslation } from "react-i18next";
import { ChoiceGroup } from "#app/components/ui/form/choice-group.tsx";
import { Field } from "#app/components/ui/form/field.tsx";
import type { FieldBinding } from "#app/components/ui/form/form-view.ts";
import { personTitles } from "#app/model/leads/person-titles.ts";

// docs/requirements.md §3 Contact forms: the fields every lead form shares, and their labels.

type SharedField =
  | "title"
  | "firstName"
  | "lastName"
  | "email"
  | "phone"
  | "remark"
  | "privacy"
  | "newsletter";

/** A form that has the shared fields it is asked to render (any lead form's FormView). */
interface WithFields {
  field(name: SharedField): FieldBinding;
}

/** The labels of the shared fields, for the form's error summary. */
export function usePersonLabels(): Record<SharedField, string> {
  const { t } = useTranslation("leads");
  return {
    title: t("form.fields.title"),
    firstName: t("form.fields.firstName"),
    lastName: t("form.fields.lastName"),
    email: t("form.fields.email"),
    phone: t("form.fields.phone"),
    remark: t("form.fields.remark"),
    privacy: t("form.fields.privacy"),
    newsletter: t("form.fields.newsletter"),
  };
}

/** Title, first and last name, e-mail and phone. */
export function PersonFields({ form }: { form: WithFields }) {
  const { t } = useTranslation("leads");
  const labels = usePersonLabels();
  return (
    <>
      <ChoiceGroup
        {...form.field("title")}
        legend={labels.title}
        options={personTitles.map((value) => ({
          value,
          label: t(`form.fields.titles.${value}`),
        }))}
      />
      <div className="lead-form__pair">
        <Field {...form.field("firstName")} label={labels.firstName} autoComplete="given-name" />
        <Field {...form.field("lastName")} label={labels.lastName} autoComplete="family-name" />
      </div>
      <div className="lead-form__pair">
        <Field {...form.field("email")} label={labels.email} autoComplete="email" />
        <Field {...form.field("phone")} label={labels.phone} type="tel" autoComplete="tel" />
      </div>
    </>
  );
}

/** The optional free text, with the form's own label when it has one ("Your question"). */
export function RemarkField({ form, label }: { form: WithFields; label?: string }) {
  const { t } = useTranslation("leads");
  return (
    <Field
      {...form.field("remark")}
      label={`${label ?? t("form.fields.remark")} (${t("form.optional")})`}
    >
      {(control) => <textarea {...control} rows={5} />}
    </Field>
  );
}

const linkMark = "%LINK%";

/** The privacy consent every lead form asks for, linking the privacy statement. */
export function PrivacyField({
  form,
  privacyUrl,
}: {
  form: { field(name: "privacy"): FieldBinding };
  privacyUrl: string;
}) {
  const { t } = useTranslation("leads");
  const [beforeLink, afterLink] = t("form.fields.privacyHint", { link: linkMark }).split(linkMark);
  return (
    <Field
      {...form.field("privacy")}
      check
      label={t("form.fields.privacy")}
      hint={
        <>
          {beforeLink}
          <a href={privacyUrl}>{t("form.fields.privacyLink")}</a>
          {afterLink}
        </>
      }
    />
  );
}

/** The privacy consent and the newsletter option. */
export function ConsentFields({ form, privacyUrl }: { form: WithFields; privacyUrl: string }) {
  const { t } = useTranslation("leads");
  return (
    <>
      <PrivacyField form={form} privacyUrl={privacyUrl} />
      <Field {...form.field("newsletter")} check label={t("form.fields.newsletter")} />
    </>
  );
}
