import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { SubmitButton } from "#app/components/ui/form/submit-button.tsx";

// Erasing one entry of a list: the button opens a disclosure whose second button erases (a confirmation
// step without JavaScript).

export function EraseEntry({ id, who }: { id: number; who: string }) {
  const { t } = useTranslation("adminPeople");
  return (
    <details className="people-erase">
      <summary aria-label={t("list.eraseLabel", { who })}>{t("list.erase")}</summary>
      <Form method="post" className="people-erase__form">
        <input type="hidden" name="id" value={id} />
        <SubmitButton className="button button--danger button--small">
          {t("person.confirm")}
        </SubmitButton>
      </Form>
    </details>
  );
}
