import { useTranslation } from "react-i18next";
import {
  type EpcDisplay,
  epcClassLabel,
  epcDisplay,
  epcScale,
  renovationObligationApplies,
} from "#app/domain/epc.ts";
import { formatNumber } from "#app/domain/numbers.ts";
import type { PropertyPage } from "#app/model/catalogue/property-page.ts";
import { DetailList } from "./detail-list.tsx";

// docs/requirements.md §9 energy label bands per region, §3 EPC label and values, CO2 emission, energy level; docs/requirements.md §4:
// the EPC may be in request or not applicable; Luxembourg shows its own label text.

/** The property's EPC as its region reads it. */
export function propertyEpc(property: PropertyPage): EpcDisplay {
  return epcDisplay({
    countryId: property.countryId,
    zip: property.zip,
    value: property.epcValue,
    notApplicable: property.epcNotApplicable,
    labelText: property.epcLabelText,
  });
}

/** The class on its region's whole scale; the class is named in words, not only marked in colour. */
function EpcScale({ epc }: { epc: Extract<EpcDisplay, { kind: "class" }> }) {
  const { t } = useTranslation("property");
  const scale = epcScale(epc.region);
  const region = t(`energy.regions.${epc.region}`);
  return (
    <>
      <p className="energy__class">
        {t("energy.classOnScale", {
          label: epcClassLabel(epc.epcClass),
          region,
          best: epcClassLabel(scale[0] ?? epc.epcClass),
          worst: epcClassLabel(scale.at(-1) ?? epc.epcClass),
        })}
      </p>
      <ol className="epc-scale" aria-label={t("energy.scale", { region })}>
        {scale.map((step) => {
          const current = step === epc.epcClass;
          return (
            <li
              key={step}
              className="epc-scale__step"
              data-epc={step.charAt(0)}
              aria-current={current ? "true" : undefined}
            >
              {epcClassLabel(step)}
              {current ? (
                <span className="visually-hidden">{` (${t("energy.current")})`}</span>
              ) : null}
            </li>
          );
        })}
      </ol>
    </>
  );
}

function EpcSummary({ epc, countryId }: { epc: EpcDisplay; countryId: number }) {
  const { t } = useTranslation("property");
  if (epc.kind === "class") return <EpcScale epc={epc} />;
  if (epc.kind === "labelText")
    return (
      <p className="energy__class">
        <span className="energy__badge">{epc.label}</span>{" "}
        {t(countryId === 50 ? "energy.luxembourg" : "energy.label", { label: epc.label })}
      </p>
    );
  return <p className="energy__class">{t(`energy.${epc.kind}`)}</p>;
}

/** The energy block of a property's page. */
export function EnergyBlock({ property }: { property: PropertyPage }) {
  const { t } = useTranslation("property");
  const epc = propertyEpc(property);
  const { details, detailTexts } = property;
  const rows: [string, string | undefined][] = [
    [
      t("energy.rows.value"),
      property.epcValue !== null && epc.kind !== "notApplicable"
        ? t("energy.perSquareMetre", { value: formatNumber(property.epcValue) })
        : undefined,
    ],
    [
      t("energy.rows.total"),
      details.EPCTotalConsumption
        ? t("energy.perYear", { value: formatNumber(details.EPCTotalConsumption) })
        : undefined,
    ],
    [
      t("energy.rows.co2"),
      details.CO2Emission
        ? t("energy.co2PerSquareMetre", { value: formatNumber(details.CO2Emission) })
        : undefined,
    ],
    [t("energy.rows.level"), detailTexts.EnergyLevel],
    [t("energy.rows.code"), details.EPCUniqueCode],
  ];
  return (
    <section className="property-section energy" aria-labelledby="energy-title">
      <h2 id="energy-title">{t("energy.title")}</h2>
      <EpcSummary epc={epc} countryId={property.countryId} />
      <DetailList rows={rows.flatMap(([label, value]) => (value ? [{ label, value }] : []))} />
      {renovationObligationApplies(epc, property) ? (
        <p className="energy__note">{t("energy.renovation")}</p>
      ) : null}
    </section>
  );
}
