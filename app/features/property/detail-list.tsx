import type { ReactNode } from "react";

export interface DetailListRow {
  label: string;
  value: ReactNode;
  /** A short remark after the value, e.g. where a default comes from. */
  note?: string | undefined;
}

/** Label and value pairs of a property, read as a definition list by screen readers. */
export function DetailList({ rows }: { rows: DetailListRow[] }) {
  if (rows.length === 0) return null;
  return (
    <dl className="detail-list">
      {rows.map((row) => (
        <div key={row.label} className="detail-list__row">
          <dt>{row.label}</dt>
          <dd>
            {row.value}
            {row.note ? <span className="detail-list__note">{row.note}</span> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
