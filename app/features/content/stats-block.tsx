import { useTranslation } from "react-i18next";
import { formatNumber } from "#app/domain/numbers.ts";
import type { GoalCounts } from "#app/model/catalogue/search-counts.ts";

// docs/requirements.md §2 home modules: a stats view. Figures come from the properties on offer, never typed by hand.
export function StatsBlock({ counts, cities }: { counts: GoalCounts; cities: number }) {
  const { t } = useTranslation();
  const figures = [
    [counts.sale, t("content.stats.forSale", { count: counts.sale })],
    [counts.rent, t("content.stats.forRent", { count: counts.rent })],
    [cities, t("content.stats.cities", { count: cities })],
  ] as const;
  return (
    <dl className="stats">
      {figures.map(([value, label]) => (
        <div key={label} className="stats__item">
          <dt>{label}</dt>
          <dd>{formatNumber(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
