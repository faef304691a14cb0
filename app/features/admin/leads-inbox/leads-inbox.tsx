import { useTranslation } from "react-i18next";
import type { LeadInboxFilter } from "#app/model/leads/lead-inbox-filter.ts";
import type { InboxRow } from "#app/model/leads/lead-inbox-view.ts";
import { InboxExport } from "./inbox-export.tsx";
import { InboxFilters } from "./inbox-filters.tsx";
import { InboxPages } from "./inbox-pages.tsx";
import { InboxTable } from "./inbox-table.tsx";

export interface LeadsInboxProps {
  filter: LeadInboxFilter;
  /** URL parameters whose value did not read (ignored). */
  ignored: string[];
  rows: InboxRow[];
  agents: { id: number; name: string }[];
  /** Some CRM is set up (the CRM delivery filter). */
  crm: boolean;
  newer: number | undefined;
  older: number | undefined;
  paged: boolean;
  /** The list's address; with its filters; the export's with the same filters. */
  listPath: string;
  filteredPath: string;
  /** The page's address as it is (filters and page): the bulk action comes back to it. */
  currentPath: string;
  exportPath: string;
  leadHref: (id: number) => string;
  /** After "mark as spam": how many leads changed, or that none was chosen. */
  marked: number | undefined;
  noneChosen: boolean;
}

/** docs/requirements.md §17: the leads inbox, its filters, export, bulk action and pages. */
export function LeadsInbox(props: LeadsInboxProps) {
  const { t } = useTranslation("adminLeads");
  return (
    <div className="leads-inbox">
      <h1>{t("title")}</h1>
      <p className="leads-inbox__intro">{t("intro")}</p>
      <InboxFilters
        filter={props.filter}
        agents={props.agents}
        crm={props.crm}
        action={props.listPath}
      />
      {props.ignored.length > 0 ? (
        <p className="leads-inbox__note" role="status">
          {t("filters.ignored", { names: props.ignored.join(", ") })}
        </p>
      ) : null}
      {props.marked !== undefined ? (
        <p className="leads-inbox__note leads-inbox__note--done" role="status">
          {t("spam.done", { count: props.marked })}
        </p>
      ) : null}
      {props.noneChosen ? (
        <p className="leads-inbox__note leads-inbox__note--error" role="alert">
          {t("spam.none")}
        </p>
      ) : null}
      {props.rows.length === 0 ? (
        <p className="leads-inbox__empty">{t("empty")}</p>
      ) : (
        <InboxTable rows={props.rows} action={props.currentPath} leadHref={props.leadHref} />
      )}
      <InboxPages
        base={props.filteredPath}
        newer={props.newer}
        older={props.older}
        paged={props.paged}
      />
      <InboxExport href={props.exportPath} />
    </div>
  );
}
