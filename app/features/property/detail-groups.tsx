import { useTranslation } from "react-i18next";
import { PriceText } from "#app/components/ui/price-text.tsx";
import { formatDate } from "#app/domain/dates.ts";
import { formatNumber } from "#app/domain/numbers.ts";
import { formatEuro } from "#app/domain/price.ts";
import {
  type DetailGroup,
  type DetailRow,
  detailGroups,
} from "#app/domain/property-detail-groups.ts";
import { useLanguage } from "#app/i18n/use-language.ts";
import type { PropertyMessages } from "#app/locales/en/property.ts";
import type { PropertyPage } from "#app/model/catalogue/property-page.ts";
import { DetailList, type DetailListRow } from "./detail-list.tsx";
import { EnergyBlock } from "./energy-block.tsx";

// docs/requirements.md §3 "Property attributes known from labels": every detail the CRM gives, grouped, then the energy
// block (docs/requirements.md §9), the price and its costs, and the legal information Belgian law asks of every
// advertisement. Figures in Belgian Dutch grouping whatever the language (docs/requirements.md §9).

type RowKey = keyof PropertyMessages["details"]["rows"];
type GroupKey = keyof PropertyMessages["details"]["groups"];

function useDetailRows(property: PropertyPage) {
  const { t } = useTranslation("property");
  const language = useLanguage();
  const shown = ({ value }: DetailRow) => {
    switch (value.kind) {
      case "count":
      case "year":
        return String(value.value);
      case "area":
        return t("details.area", { value: formatNumber(value.value) });
      case "length":
        return t("details.length", { value: formatNumber(value.value) });
      case "money":
        return value.perMonth
          ? t("details.perMonth", { value: formatEuro(value.value) })
          : formatEuro(value.value);
      case "price":
        return <PriceText price={property} />;
      case "date":
        return formatDate(value.value, language);
      case "text":
        return value.value;
      case "yesNo":
        return t(value.value ? "details.yes" : "details.no");
      case "judicial":
        return t(`details.${value.value}`);
    }
  };
  return (group: DetailGroup): DetailListRow[] =>
    group.rows.map((row) => ({
      label: t(`details.rows.${row.key as RowKey}`),
      value: shown(row),
      note:
        row.value.kind === "money" && row.value.depositDefault
          ? t("details.depositDefault")
          : undefined,
    }));
}

/** The details, energy, money and legal blocks of a property's page. */
export function PropertyDetails({ property }: { property: PropertyPage }) {
  const { t } = useTranslation("property");
  const rowsOf = useDetailRows(property);
  const groups = detailGroups({ ...property, texts: property.detailTexts });
  const described = groups.filter((g) => g.key !== "money" && g.key !== "legal");
  const money = groups.find((g) => g.key === "money");
  const legal = groups.find((g) => g.key === "legal");
  return (
    <>
      {described.length > 0 ? (
        <section className="property-section" aria-labelledby="details-title">
          <h2 id="details-title">{t("details.title")}</h2>
          <div className="detail-groups">
            {described.map((group) => (
              <section
                key={group.key}
                className="detail-group"
                aria-labelledby={`details-${group.key}`}
              >
                <h3 id={`details-${group.key}`}>{t(`details.groups.${group.key as GroupKey}`)}</h3>
                <DetailList rows={rowsOf(group)} />
              </section>
            ))}
          </div>
        </section>
      ) : null}
      <EnergyBlock property={property} />
      {money ? (
        <section className="property-section" aria-labelledby="money-title">
          <h2 id="money-title">{t("details.moneyTitle")}</h2>
          <DetailList rows={rowsOf(money)} />
        </section>
      ) : null}
      {legal ? (
        <section className="property-section legal" aria-labelledby="legal-title">
          <h2 id="legal-title">{t("details.legalTitle")}</h2>
          {property.countryId === 10 ? (
            <p className="legal__intro">{t("details.legalIntro")}</p>
          ) : null}
          <DetailList rows={rowsOf(legal)} />
        </section>
      ) : null}
    </>
  );
}
