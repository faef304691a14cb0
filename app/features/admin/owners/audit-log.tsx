import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { DeskTableFrame } from "#app/components/ui/desk-table-frame.tsx";
import { formatDateTime } from "#app/domain/dates.ts";
import { useLanguage } from "#app/i18n/use-language.ts";
import { auditActionChoices, auditActionLabel } from "#app/model/admin/audit-actions.ts";
import {
  type AuditEntry,
  type AuditFilter,
  auditDeskPath,
  auditDetailText,
  auditObjectPath,
} from "#app/model/admin/audit-log.ts";
import type { ListPage } from "#app/model/admin/url-filter.ts";
import { ListPages } from "./list-pages.tsx";
import { OwnersStyles } from "./owners-styles.tsx";

/** A staff member the filter offers. */
export interface AuditStaffChoice {
  id: number;
  label: string;
}

// docs/requirements.md §17 "Audit log": every staff action, newest first, filtered by a GET form; the
// desk shows and never changes them (ADR 055).
export function AuditLog({
  list,
  filter,
  staff,
  actions,
}: {
  list: ListPage<AuditEntry>;
  filter: AuditFilter;
  staff: AuditStaffChoice[];
  actions: string[];
}) {
  const { t } = useTranslation("adminOwners");
  const choices = auditActionChoices(useActionLabels(), actions);
  return (
    <div className="owners-page">
      <OwnersStyles />
      <h1>{t("audit.title")}</h1>
      <p className="owners-page__intro">{t("audit.intro")}</p>
      <form method="get" action={auditDeskPath} className="desk-filters">
        <div className="desk-filters__field">
          <label htmlFor="audit-staff">{t("audit.staff")}</label>
          <select id="audit-staff" name="staff" defaultValue={filter.staff ?? ""}>
            <option value="">{t("audit.anyone")}</option>
            {staff.map((member) => (
              <option key={member.id} value={member.id}>
                {member.label}
              </option>
            ))}
          </select>
        </div>
        <div className="desk-filters__field">
          <label htmlFor="audit-action">{t("audit.action")}</label>
          <select id="audit-action" name="action" defaultValue={filter.action ?? ""}>
            <option value="">{t("audit.anyAction")}</option>
            {choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
        <TextFilter name="kind" label={t("audit.kind")} value={filter.kind} max={32} />
        <TextFilter name="object" label={t("audit.object")} value={filter.object} max={64} />
        <TextFilter name="from" label={t("audit.from")} value={filter.from} type="date" />
        <TextFilter name="to" label={t("audit.to")} value={filter.to} type="date" />
        <div className="desk-filters__actions">
          <button type="submit" className="button">
            {t("audit.filter")}
          </button>
          <Link to={auditDeskPath}>{t("audit.clear")}</Link>
        </div>
      </form>
      <p className="owners-count" role="status">
        {t("audit.count", { count: list.total })}
      </p>
      {list.rows.length === 0 ? (
        <p className="owners-empty">{t("audit.empty")}</p>
      ) : (
        <AuditTable rows={list.rows} />
      )}
      <ListPages list={list} />
    </div>
  );
}

/** The labels of the actions, in the desk's language (ADR 055). */
function useActionLabels(): Record<string, string> {
  const { t } = useTranslation("adminOwners");
  return t("audit.actions", { returnObjects: true }) as Record<string, string>;
}

function TextFilter({
  name,
  label,
  value,
  type = "text",
  max,
}: {
  name: string;
  label: string;
  value: string | undefined;
  type?: "text" | "date";
  max?: number;
}) {
  return (
    <div className={`desk-filters__field${type === "date" ? " desk-filters__field--date" : ""}`}>
      <label htmlFor={`audit-${name}`}>{label}</label>
      <input
        id={`audit-${name}`}
        name={name}
        type={type}
        defaultValue={value ?? ""}
        maxLength={max}
      />
    </div>
  );
}

function AuditTable({ rows }: { rows: AuditEntry[] }) {
  const { t } = useTranslation("adminOwners");
  const language = useLanguage();
  const labels = useActionLabels();
  return (
    <DeskTableFrame caption={t("audit.title")} area="owners-table">
      <thead>
        <tr>
          <th scope="col">{t("audit.when")}</th>
          <th scope="col">{t("audit.who")}</th>
          <th scope="col">{t("audit.what")}</th>
          <th scope="col">{t("audit.target")}</th>
          <th scope="col">{t("audit.address")}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((entry) => (
          <tr key={entry.id}>
            <td className="owners-table__nowrap">{formatDateTime(entry.at, language)}</td>
            <td>
              {entry.staff ? (entry.staff.name ?? entry.staff.email) : t("audit.unknownStaff")}
            </td>
            <td>
              {auditActionLabel(labels, entry.action)}
              {entry.detail ? (
                <span className="owners-table__detail">{auditDetailText(entry.detail)}</span>
              ) : null}
            </td>
            <td>{entry.object ? <AuditObject object={entry.object} /> : ""}</td>
            <td className="owners-table__nowrap">{entry.clientAddress}</td>
          </tr>
        ))}
      </tbody>
    </DeskTableFrame>
  );
}

function AuditObject({ object }: { object: { kind: string; id: string } }) {
  const path = auditObjectPath(object);
  const label = `${object.kind} ${object.id}`;
  return path ? <Link to={path}>{label}</Link> : label;
}
