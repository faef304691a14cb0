import { useTranslation } from "react-i18next";
import type { AgencyContact } from "#app/model/content/module-view.ts";
import { ContactCard } from "./contact-card.tsx";

/** How a free valuation goes, step by step, and how to reach the agency for one. */
export function FreeEvaluation({ agency }: { agency?: AgencyContact | undefined }) {
  const { t } = useTranslation("leads");
  const steps = t("freeEvaluation.steps", { returnObjects: true }) as string[];
  return (
    <div className="container free-evaluation">
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
  );
}
