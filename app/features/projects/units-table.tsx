import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PriceText } from "#app/components/ui/price-text.tsx";
import { formatNumber } from "#app/domain/numbers.ts";
import {
  type UnitSort,
  type UnitSortKey,
  unitSortKeys,
  unitSortParam,
} from "#app/domain/unit-order.ts";
import { useLanguage } from "#app/i18n/use-language.ts";
import type { ProjectUnit } from "#app/model/catalogue/project-unit.ts";
import { propertyUrl } from "#app/routing/listing-urls.ts";

/**
 * docs/requirements.md §12: a project's units, one row each, linking to the unit. Each column heading is a link that
 * sorts by it (ascending, then descending): plain URLs, so sorting works without JavaScript.
 */
export function UnitsTable({
  units,
  sort,
  path,
  labelledBy,
}: {
  /** Already in `sort` order (the server sorts). */
  units: ProjectUnit[];
  sort: UnitSort;
  /** The project page's own path, which the sort links add their parameter to. */
  path: string;
  labelledBy: string;
}) {
  const { t } = useTranslation(["property", "common"]);
  const language = useLanguage();
  // The floor column only where the CRM gives a floor for some unit.
  const withFloor = units.some((unit) => unit.floor !== undefined);
  const columns = unitSortKeys.filter((key) => key !== "floor" || withFloor);
  const sortLink = (key: UnitSortKey) => {
    const next = { key, descending: sort.key === key && !sort.descending };
    const param = unitSortParam(next);
    return { to: `${path}${param ? `?sort=${param}` : ""}#units`, descending: next.descending };
  };
  return (
    // Wider than a phone: the table scrolls sideways in its own region (named by the section's
    // heading), reachable by keyboard.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus (WCAG 2.1.1).
    <section className="units-table" aria-labelledby={labelledBy} tabIndex={0}>
      <table>
        <thead>
          <tr>
            <th scope="col">{t("projects.columns.unit")}</th>
            {columns.map((key) => {
              const link = sortLink(key);
              const current = sort.key === key;
              return (
                <th
                  key={key}
                  scope="col"
                  aria-sort={current ? (sort.descending ? "descending" : "ascending") : undefined}
                  className={`units-table__${key}`}
                >
                  <Link to={link.to} preventScrollReset>
                    {t(`projects.columns.${key}`)}
                    <span className="visually-hidden">
                      {", "}
                      {t(link.descending ? "projects.sortDescending" : "projects.sortAscending")}
                    </span>
                    <span className="units-table__arrow" aria-hidden="true">
                      {current ? (sort.descending ? "↓" : "↑") : "↕"}
                    </span>
                  </Link>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {units.map((unit) => (
            <tr key={unit.id}>
              <th scope="row">
                <Link className="units-table__unit" to={propertyUrl(unit, language)}>
                  {unit.title}
                </Link>
              </th>
              <td>{unit.type ?? "–"}</td>
              {withFloor ? (
                <td className="units-table__floor">
                  {unit.floor === 0 ? t("projects.groundFloor") : (unit.floor ?? "–")}
                </td>
              ) : null}
              <td className="units-table__bedrooms">{unit.bedrooms ?? "–"}</td>
              <td className="units-table__surface">
                {unit.surface
                  ? t("common:offer.surface", { value: formatNumber(unit.surface) })
                  : "–"}
              </td>
              <td className="units-table__price">
                {unit.status === "sold" || unit.status === "rented" ? (
                  t(`common:offer.status.${unit.status}`)
                ) : (
                  <PriceText price={unit} />
                )}
              </td>
              <td>
                <span className={`units-table__state units-table__state--${unit.status}`}>
                  {unit.status === "available"
                    ? t("projects.available")
                    : t(`common:offer.status.${unit.status}`)}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
