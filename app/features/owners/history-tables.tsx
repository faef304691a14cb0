import { useTranslation } from "react-i18next";
import { formatDate } from "#app/domain/dates.ts";
import { useLanguage } from "#app/i18n/use-language.ts";
import type { HistoryRow, PortalHistory } from "#app/model/owners/portal-view.ts";
import { useSourceName } from "./use-source-name.ts";

type Column = "date" | "type" | "contact" | "subject" | "comment" | "status" | "medium" | "since";

/** Each table of docs/requirements.md §3 Owner portal tables, and which columns of a history line it shows. */
const tables: { list: keyof PortalHistory; heading: string; columns: Column[] }[] = [
  {
    list: "communications",
    heading: "history.communications",
    columns: ["date", "type", "contact", "subject", "comment", "status"],
  },
  { list: "onlineMedia", heading: "history.onlineMedia", columns: ["medium", "since", "status"] },
  {
    list: "visits",
    heading: "history.calendarVisits",
    columns: ["date", "contact", "status", "comment"],
  },
];

function cell(
  row: HistoryRow,
  column: Column,
  language: Parameters<typeof formatDate>[1],
  sourceName: (source: string) => string,
): string {
  switch (column) {
    case "date":
    case "since":
      return formatDate(row.at, language);
    case "medium":
      return sourceName(row.source);
    default:
      return row[column];
  }
}

/** docs/requirements.md §3: communications, online media and calendar visits, newest first. */
export function HistoryTables({ history }: { history: PortalHistory }) {
  const { t } = useTranslation("owners");
  const language = useLanguage();
  const sourceName = useSourceName();
  return (
    <>
      {tables.map(({ list, heading, columns }) => (
        <div key={list} className="owner-section">
          <h2 id={`history-${list}`}>{t(heading as "history.communications")}</h2>
          {history[list].length === 0 ? (
            <p className="owner-section__empty">{t("history.none")}</p>
          ) : (
            <section
              className="owner-table__scroll"
              aria-labelledby={`history-${list}`}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls; the keyboard must reach it (WCAG 2.1.1).
              tabIndex={0}
            >
              <table className="owner-table">
                <thead>
                  <tr>
                    {columns.map((column) => (
                      <th key={column} scope="col">
                        {t(`history.${column}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {history[list].map((row) => (
                    <tr key={JSON.stringify(row)}>
                      {columns.map((column) => (
                        <td key={column}>{cell(row, column, language, sourceName)}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          )}
        </div>
      ))}
    </>
  );
}
