import { useTranslation } from "react-i18next";
import { formatDate } from "#app/domain/dates.ts";
import { formatNumber } from "#app/domain/numbers.ts";
import { useLanguage } from "#app/i18n/use-language.ts";
import type { VisitFigures } from "#app/model/owners/portal-view.ts";

const width = 600;
const height = 200;
const top = 16;
const bottom = 24;

/**
 * docs/requirements.md §9: the last 30 days as a bar chart drawn on the server (no script), titled and described for
 * screen readers, with the same figures in a table below it.
 */
export function VisitChart({
  propertyId,
  daily,
}: {
  propertyId: number;
  daily: VisitFigures["daily"];
}) {
  const { t } = useTranslation("owners");
  const language = useLanguage();
  const id = `visit-chart-${propertyId}`;
  const dateOf = (day: string) => formatDate(`${day}T12:00:00Z`, language);
  const max = Math.max(1, ...daily.map((d) => d.visits));
  const total = daily.reduce((sum, d) => sum + d.visits, 0);
  const slot = width / daily.length;
  const scale = (height - top - bottom) / max;
  const first = daily[0]?.day ?? "";
  const last = daily.at(-1)?.day ?? "";
  return (
    <figure className="visit-chart">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        className="visit-chart__svg"
      >
        <title id={`${id}-title`}>{t("stats.chartTitle")}</title>
        <desc id={`${id}-desc`}>
          {t("stats.chartDescription", {
            from: dateOf(first),
            to: dateOf(last),
            total: formatNumber(total),
            max: formatNumber(max),
          })}
        </desc>
        <line
          x1="0"
          x2={width}
          y1={height - bottom}
          y2={height - bottom}
          className="visit-chart__axis"
        />
        {daily.map((d, i) => {
          const barHeight = d.visits * scale;
          return (
            <rect
              key={d.day}
              x={i * slot + slot * 0.15}
              y={height - bottom - barHeight}
              width={slot * 0.7}
              height={barHeight}
              rx="2"
              className="visit-chart__bar"
            />
          );
        })}
        <text x="0" y={height - 6} className="visit-chart__label">
          {dateOf(first)}
        </text>
        <text x={width} y={height - 6} textAnchor="end" className="visit-chart__label">
          {dateOf(last)}
        </text>
        <text x={width} y={top - 4} textAnchor="end" className="visit-chart__label">
          {formatNumber(max)}
        </text>
      </svg>
      <figcaption>
        <details className="visit-chart__table">
          <summary>{t("stats.asTable")}</summary>
          <table className="owner-table">
            <caption className="visually-hidden">{t("stats.chartTitle")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("stats.day")}</th>
                <th scope="col">{t("stats.visits")}</th>
              </tr>
            </thead>
            <tbody>
              {daily.map((d) => (
                <tr key={d.day}>
                  <th scope="row">{dateOf(d.day)}</th>
                  <td>{formatNumber(d.visits)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </figcaption>
    </figure>
  );
}
