import { useTranslation } from "react-i18next";
import { DeskBadge, leadStatusTone } from "#app/components/ui/desk-badge.tsx";
import type { InboxRow } from "#app/model/leads/lead-inbox-view.ts";
import type { LeadStatus } from "#app/model/leads/lead-status.ts";

interface InboxTableProps {
  rows: InboxRow[];
  /** Where the bulk action posts: the list's address with its filters, to come back to. */
  action: string;
  /** A lead's own page in the desk. */
  leadHref: (id: number) => string;
}

/**
 * docs/requirements.md §17: one page of leads, newest first, in a POST form whose checkboxes choose
 * the leads "mark as spam" applies to. On a phone each row is drawn as a card (admin-leads.css).
 */
export function InboxTable({ rows, action, leadHref }: InboxTableProps) {
  const { t } = useTranslation("adminLeads");
  return (
    <form method="post" action={action} className="inbox-list">
      <button type="submit" className="button button--outline inbox-list__spam">
        {t("spam.submit")}
      </button>
      <table className="inbox-table">
        <caption className="visually-hidden">{t("title")}</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">{t("columns.select")}</span>
            </th>
            <th scope="col">{t("columns.received")}</th>
            <th scope="col">{t("columns.person")}</th>
            <th scope="col">{t("columns.form")}</th>
            <th scope="col">{t("columns.listing")}</th>
            <th scope="col">{t("columns.status")}</th>
            <th scope="col">{t("columns.agent")}</th>
            <th scope="col">{t("columns.verified")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const name = row.name || t("noName");
            return (
              <tr key={row.id}>
                <td className="inbox-table__select">
                  <input
                    type="checkbox"
                    name="lead"
                    value={row.id}
                    aria-label={t("selectLead", { name })}
                  />
                </td>
                <td className="inbox-table__received" data-label={t("columns.received")}>
                  {row.received}
                </td>
                <th scope="row" className="inbox-table__person">
                  <a href={leadHref(row.id)}>{name}</a>
                  {row.email ? <span className="inbox-table__email">{row.email}</span> : null}
                </th>
                <td data-label={t("columns.form")}>
                  {t(`forms.${row.form}` as "forms.site-contact")}
                </td>
                <td data-label={t("columns.listing")}>
                  <Listing row={row} />
                </td>
                <td data-label={t("columns.status")}>
                  <StatusBadge status={row.status} />
                </td>
                <td data-label={t("columns.agent")}>{row.agent ?? t("nobody")}</td>
                <td data-label={t("columns.verified")}>
                  {row.verified ? (
                    t("verified")
                  ) : (
                    <span className="inbox-table__unverified">{t("notVerified")}</span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </form>
  );
}

/** The property or project the lead is about, each linked to its public page by its CRM id. */
function Listing({ row }: { row: InboxRow }) {
  const { t } = useTranslation("adminLeads");
  if (row.propertyId === undefined && row.projectId === undefined) return <>{t("noListing")}</>;
  return (
    <span className="inbox-table__listing">
      {row.projectId === undefined ? null : (
        <a href={`/project/${row.projectId}/`}>{t("project", { id: row.projectId })}</a>
      )}
      {row.propertyId === undefined ? null : (
        <a href={`/property/${row.propertyId}/`}>{t("property", { id: row.propertyId })}</a>
      )}
    </span>
  );
}

function StatusBadge({ status }: { status: LeadStatus }) {
  const { t } = useTranslation("adminLeads");
  return <DeskBadge tone={leadStatusTone[status]}>{t(`statuses.${status}`)}</DeskBadge>;
}
