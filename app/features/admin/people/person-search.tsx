import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { Field } from "#app/components/ui/form/field.tsx";
import { SubmitButton } from "#app/components/ui/form/submit-button.tsx";

// ADR 053: the address is posted, never put in a URL (access logs, history, Referer).

interface PersonSearchProps {
  address: string | undefined;
  /** The message key of a refused address. */
  error: string | undefined;
  retentionMonths: number;
}

export function PersonSearch({ address, error, retentionMonths }: PersonSearchProps) {
  const { t } = useTranslation("adminPeople");
  return (
    <section className="people-panel" aria-labelledby="person-search-heading">
      <h2 id="person-search-heading" className="visually-hidden">
        {t("person.find")}
      </h2>
      <p className="people-intro">{t("person.intro")}</p>
      <p className="people-note">{t("person.retention", { count: retentionMonths })}</p>
      <Form key={address} method="post" className="people-search" noValidate>
        <input type="hidden" name="intent" value="find" />
        <Field
          id="person-email"
          name="email"
          type="email"
          autoComplete="off"
          label={t("person.label")}
          hint={t("person.hint")}
          value={address}
          error={error}
          required
          maxLength={254}
        />
        <SubmitButton className="button">{t("person.find")}</SubmitButton>
      </Form>
    </section>
  );
}
