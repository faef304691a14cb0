import { useTranslation } from "react-i18next";
import { formatNumber } from "#app/domain/numbers.ts";
import type { VisitFigures } from "#app/model/owners/portal-view.ts";
import { useSourceName } from "./use-source-name.ts";

/** Where the visits of the property's page came from, most first. */
export function VisitSources({ sources }: { sources: VisitFigures["bySource"] }) {
  const { t } = useTranslation("owners");
  const sourceName = useSourceName();
  return (
    <table className="owner-table owner-table--narrow">
      <caption>{t("stats.bySource")}</caption>
      <thead>
        <tr>
          <th scope="col">{t("stats.source")}</th>
          <th scope="col">{t("stats.visits")}</th>
        </tr>
      </thead>
      <tbody>
        {sources.map(({ source, visits }) => (
          <tr key={source}>
            <th scope="row">{sourceName(source)}</th>
            <td>{formatNumber(visits)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
