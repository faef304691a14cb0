import { useTranslation } from "react-i18next";

export interface ChangeRow {
  field: string;
  before: string;
  after: string;
}

/** What differs between two states of a document, one row per field (ADR 056's documentChanges). */
export function ChangesTable({
  caption,
  beforeLabel,
  afterLabel,
  rows,
}: {
  caption: string;
  beforeLabel: string;
  afterLabel: string;
  rows: ChangeRow[];
}) {
  const { t } = useTranslation("adminSite");
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls sideways on a phone takes the keyboard's focus (WCAG 2.1.1).
    <section className="ops-table__scroll" aria-label={caption} tabIndex={0}>
      <table className="ops-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t("history.field")}</th>
            <th scope="col">{beforeLabel}</th>
            <th scope="col">{afterLabel}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.field}>
              <th scope="row">
                <code>{row.field}</code>
              </th>
              <td className="ops-table__note">{row.before}</td>
              <td className="ops-table__note">{row.after}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
