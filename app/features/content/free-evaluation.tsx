import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { AgencyContact } from "#app/model/content/module-view.ts";
import { ContactCard } from "./contact-card.tsx";

/** The form that asks for a free valuation, then how it goes, step by step, and how to reach the agency. */
export function FreeEvaluation({
  agency,
  form,
}: {
  agency?: AgencyContact | undefined;
  /** The request form (docs/requirements.md §14, composed by the route). */
  form: ReactNode;
}) {
  const { t } = useTranslation("leads");
  const steps = t("freeEvaluation.steps", { returnObjects: true }) as string[];
  return (
    <div className="container free-evaluation">
      {form}
      <div className="free-evaluation__aside">
        <section aria-labelledby="valuation-steps">
          <h2 id="valuation-steps">{t("freeEvaluation.howItWorks")}</h2>
          <ol className="steps">
            {steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
        {agency ? <ContactCard agency={agency} /> : null}
      </div>
    </div>
  );
}
