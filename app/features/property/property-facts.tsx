import { useTranslation } from "react-i18next";
import { Icon } from "#app/components/ui/icon.tsx";
import { formatDate } from "#app/domain/dates.ts";
import { epcClassLabel, epcDisplay } from "#app/domain/epc.ts";
import { formatNumber } from "#app/domain/numbers.ts";
import { useLanguage } from "#app/i18n/use-language.ts";
import type { NeutralDetails } from "#app/model/catalogue/property-details.ts";
import type { PropertyPage } from "#app/model/catalogue/property-page.ts";

/** The facts a visitor compares first, as icons with their words (spec §2, PRODUCT look and feel). */
export function KeyFacts({ property }: { property: PropertyPage }) {
  const { t } = useTranslation(["property", "common"]);
  const epc = epcDisplay({
    countryId: property.countryId,
    zip: property.zip,
    value: property.epcValue,
    notApplicable: property.epcNotApplicable,
    labelText: property.epcLabelText,
  });
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

const featureKeys = [
  "ConstructionYear",
  "RenovationYear",
  "Facades",
  "Floors",
  "Toilets",
  "Garages",
  "Parkings",
  "SurfaceTerrace",
  "SurfaceGarden",
  "AvailableFrom",
] as const satisfies (keyof NeutralDetails)[];

/** The other known attributes, as a definition list of those the property has. */
export function PropertyFeatures({ details }: { details: NeutralDetails }) {
  const { t } = useTranslation(["property", "common"]);
  const language = useLanguage();
  const present = featureKeys.filter((key) => details[key] !== undefined);
  if (present.length === 0) return null;
  const value = (key: (typeof featureKeys)[number]) => {
    const raw = details[key];
    if (key === "AvailableFrom" && typeof raw === "string") return formatDate(raw, language);
    if (typeof raw === "number" && (key === "SurfaceTerrace" || key === "SurfaceGarden"))
      return t("common:offer.surface", { value: formatNumber(raw) });
    return String(raw);
  };
  return (
    <section className="property-section" aria-labelledby="features-title">
      <h2 id="features-title">{t("property.features")}</h2>
      <dl className="features">
        {present.map((key) => (
          <div key={key}>
            <dt>{t(`property.facts.${key}`)}</dt>
            <dd>{value(key)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
