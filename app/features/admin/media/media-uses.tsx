import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { ErrorSummary } from "#app/components/ui/form/error-summary.tsx";
import { formView } from "#app/components/ui/form/form-view.ts";
import { SubmitButton } from "#app/components/ui/form/submit-button.tsx";
import type { FormFailure } from "#app/model/forms/submission.ts";
import type { MediaUse } from "#app/model/media/media-references.ts";

/** Where a file is used, and its deletion: offered only while nothing uses it (ADR 059). */
export function MediaUses({
  uses,
  failure,
}: {
  uses: MediaUse[];
  failure: FormFailure | undefined;
}) {
  const { t } = useTranslation("adminMedia");
  const form = formView("delete", {}, failure);
  return (
    <section className="desk-panel" aria-labelledby="uses-heading">
      <h2 id="uses-heading">{t("item.usedIn")}</h2>
      <ErrorSummary form={form} labels={{}} />
      {uses.length === 0 ? (
        <p className="media-panel__intro">{t("item.unused")}</p>
      ) : (
        <ul className="media-uses">
          {uses.map((use) => (
            <li key={`${use.place}-${use.id}-${use.label}`}>
              {t(`item.places.${use.place}`, { id: use.id })}
              {use.label ? `: ${use.label}` : ""}
            </li>
          ))}
        </ul>
      )}
      {uses.length === 0 ? (
        <Form method="post" action="?do=delete" className="media-form">
          <p className="media-panel__intro">{t("item.deleteHint")}</p>
          <SubmitButton className="button button--danger">{t("item.delete")}</SubmitButton>
        </Form>
      ) : (
        <p className="media-panel__intro">{t("item.inUse")}</p>
      )}
    </section>
  );
}
