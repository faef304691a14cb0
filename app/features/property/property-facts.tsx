import { useTranslation } from "react-i18next";
import { Icon } from "#app/components/ui/icon.tsx";
import { epcClassLabel } from "#app/domain/epc.ts";
import { formatNumber } from "#app/domain/numbers.ts";
import type { PropertyPage } from "#app/model/catalogue/property-page.ts";
import { propertyEpc } from "./energy-block.tsx";

/** The facts a visitor compares first, as icons with their words (docs/requirements.md §2, PRODUCT look and feel). */
export function KeyFacts({ property }: { property: PropertyPage }) {
  const { t } = useTranslation(["property", "common"]);
  const epc = propertyEpc(property);
  const facts: [string, string][] = [];
  if (property.bedrooms)
    facts.push(["bed", t("common:offer.bedrooms", { count: property.bedrooms })]);
  if (property.bathrooms)
    facts.push(["bath", t("property.bathrooms", { count: property.bathrooms })]);
  if (property.surfaceLiving)
    facts.push(["area", t("property.livingArea", { value: formatNumber(property.surfaceLiving) })]);
  if (property.surfaceGround)
    facts.push(["plot", t("property.plotArea", { value: formatNumber(property.surfaceGround) })]);
  return (
    <section className="key-facts" aria-labelledby="key-facts-title">
      <h2 id="key-facts-title" className="visually-hidden">
        {t("property.keyFacts")}
      </h2>
      <ul className="key-facts__list">
        {facts.map(([icon, text]) => (
          <li key={icon}>
            <Icon name={icon} />
            {text}
          </li>
        ))}
        <li>
          <Icon name="energy" />
          {epc.kind === "class" ? (
            <span className="epc" data-epc={epc.epcClass.charAt(0)}>
              {t("property.epc")} <strong>{epcClassLabel(epc.epcClass)}</strong>{" "}
              <span className="epc__value">
                {t("property.epcValue", { value: formatNumber(epc.value) })}
              </span>
            </span>
          ) : epc.kind === "labelText" ? (
            `${t("property.epc")} ${epc.label}`
          ) : (
            t(epc.kind === "notApplicable" ? "property.epcNotApplicable" : "property.epcUnknown")
          )}
        </li>
      </ul>
    </section>
  );
}
