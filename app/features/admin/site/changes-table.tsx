import { useTranslation } from "react-i18next";
import { DeskTableFrame } from "#app/components/ui/desk-table-frame.tsx";

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
    <DeskTableFrame caption={caption} area="ops-table">
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
    </DeskTableFrame>
  );
}
