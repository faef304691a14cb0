import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { SubmitButton } from "#app/components/ui/form/submit-button.tsx";
import type { ErasedCountsView } from "#app/model/people/person-view.ts";

// ADR 053: erasing a person everywhere takes a second, explicit step that says what goes and what stays.

export function PersonEraseConfirm({ address }: { address: string }) {
  const { t } = useTranslation("adminPeople");
  return (
    <section className="people-panel people-panel--danger" aria-labelledby="person-erase-heading">
      <h2 id="person-erase-heading">{t("person.confirmHeading", { address })}</h2>
      <p>{t("person.confirmText")}</p>
      <div className="people-actions">
        <Form method="post">
          <input type="hidden" name="intent" value="erase" />
          <input type="hidden" name="email" value={address} />
          <SubmitButton className="button button--danger">{t("person.confirm")}</SubmitButton>
        </Form>
        <Form method="post">
          <input type="hidden" name="intent" value="find" />
          <input type="hidden" name="email" value={address} />
          <SubmitButton className="button button--outline">{t("person.cancel")}</SubmitButton>
        </Form>
      </div>
    </section>
  );
}

export function PersonErased({ counts }: { counts: ErasedCountsView }) {
  const { t } = useTranslation("adminPeople");
  return (
    <p className="desk-notice" role="status">
      {t("person.erased", counts)}
    </p>
  );
}
