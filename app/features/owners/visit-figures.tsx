import { useTranslation } from "react-i18next";
import { formatNumber } from "#app/domain/numbers.ts";
import type { VisitCounts } from "#app/model/owners/portal-view.ts";

/** docs/requirements.md §3: visits today, this week, this month and in total. */
export function VisitFigures({ figures }: { figures: VisitCounts }) {
  const { t } = useTranslation("owners");
  const periods = ["today", "week", "month", "total"] as const;
  return (
    <dl className="stats owner-figures">
      {periods.map((period) => (
        <div key={period} className="stats__item">
          <dt>{t(`stats.${period}`)}</dt>
          <dd>{formatNumber(figures[period])}</dd>
        </div>
      ))}
    </dl>
  );
}
