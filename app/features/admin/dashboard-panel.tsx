import { useTranslation } from "react-i18next";
import { DeskBadge, syncRunTone } from "#app/components/ui/desk-badge.tsx";
import { formatDateTime } from "#app/domain/dates.ts";
import { useLanguage } from "#app/i18n/use-language.ts";
import type { CrmFigures, FormCount } from "#app/model/admin/dashboard.ts";
import type { SyncRun } from "#app/model/catalogue/sync-run.ts";
import { CountLink } from "./dashboard-count-link.tsx";
import { CrmFigure, CrmPauseNotices } from "./dashboard-crm.tsx";
import { OpsStyles } from "./ops-styles.tsx";

/** Where each figure leads: the list it counts, filtered (the route builds them). */
export interface DashboardLinks {
  leadsToday: string;
  leadsThisWeek: string;
  leadsByForm: (period: "today" | "week", form: string) => string;
  newLeads: string;
  failedMails: string;
  crmFailed: string;
  crmRetrying: string;
  sync: string;
  forSale: string;
  forRent: string;
  ownersNeverLoggedIn: string;
}

interface DashboardPanelProps {
  leadsToday: FormCount[];
  leadsThisWeek: FormCount[];
  newLeads: number;
  failedMails: number;
  lastSync: SyncRun | undefined;
  onOffer: { sale: number; rent: number };
  ownersNeverLoggedIn: number;
  crm: CrmFigures | undefined;
  links: DashboardLinks;
}

// The desk's dashboard (docs/requirements.md §17 "Dashboard", ADR 054): each figure is a link to the
// list it counts.
export function DashboardPanel(props: DashboardPanelProps) {
  const { t } = useTranslation("adminOps");
  const { links } = props;
  return (
    <>
      <OpsStyles />
      {props.crm ? <CrmPauseNotices pauses={props.crm.pauses} /> : null}
      <div className="ops-dashboard">
        <LeadsFigure period="today" counts={props.leadsToday} links={links} />
        <LeadsFigure period="week" counts={props.leadsThisWeek} links={links} />
        <Figure label={t("dashboard.newLeads")} value={props.newLeads} href={links.newLeads} />
        <Figure
          label={t("dashboard.failedMails")}
          value={props.failedMails}
          href={links.failedMails}
          alert={props.failedMails > 0}
        />
        {props.crm ? (
          <CrmFigure
            crm={props.crm}
            links={{ failed: links.crmFailed, retrying: links.crmRetrying }}
          />
        ) : null}
        <SyncFigure run={props.lastSync} href={links.sync} />
        <section className="ops-figure" aria-labelledby="figure-on-offer">
          <h2 id="figure-on-offer" className="ops-figure__label">
            {t("dashboard.onOffer")}
          </h2>
          <ul className="ops-figure__list">
            <CountLink
              href={links.forSale}
              count={props.onOffer.sale}
              name={t("dashboard.forSale")}
            />
            <CountLink
              href={links.forRent}
              count={props.onOffer.rent}
              name={t("dashboard.forRent")}
            />
          </ul>
        </section>
        <Figure
          label={t("dashboard.ownersNeverLoggedIn")}
          value={props.ownersNeverLoggedIn}
          href={links.ownersNeverLoggedIn}
        />
      </div>
    </>
  );
}

function Figure(props: { label: string; value: number; href: string; alert?: boolean }) {
  return (
    <a
      className={`ops-figure ops-figure--link${props.alert ? " ops-figure--alert" : ""}`}
      href={props.href}
    >
      <span className="ops-figure__label">{props.label}</span>
      <span className="ops-figure__value">{props.value}</span>
    </a>
  );
}

function LeadsFigure(props: {
  period: "today" | "week";
  counts: FormCount[];
  links: DashboardLinks;
}) {
  const { t } = useTranslation("adminOps");
  const { period, counts, links } = props;
  const total = counts.reduce((sum, { count }) => sum + count, 0);
  const headingId = `figure-leads-${period}`;
  return (
    <section className="ops-figure ops-figure--wide" aria-labelledby={headingId}>
      <h2 id={headingId} className="ops-figure__label">
        {t("dashboard.leads")} · {t(period === "today" ? "dashboard.today" : "dashboard.thisWeek")}
      </h2>
      <a
        className="ops-figure__value"
        href={period === "today" ? links.leadsToday : links.leadsThisWeek}
        aria-label={`${total} ${t("dashboard.allForms")}`}
      >
        {total}
      </a>
      {counts.length > 0 ? (
        <ul className="ops-figure__list">
          {counts.map(({ form, count }) => (
            <CountLink
              key={form}
              href={links.leadsByForm(period, form)}
              count={count}
              name={t(`forms.${form}`, { defaultValue: form })}
            />
          ))}
        </ul>
      ) : (
        <p className="ops-figure__empty">{t("dashboard.noLeads")}</p>
      )}
    </section>
  );
}

function SyncFigure({ run, href }: { run: SyncRun | undefined; href: string }) {
  const { t } = useTranslation("adminOps");
  const language = useLanguage();
  const failed = run?.status === "failed" || run?.status === "interrupted";
  return (
    <a className={`ops-figure ops-figure--link${failed ? " ops-figure--alert" : ""}`} href={href}>
      <span className="ops-figure__label">{t("dashboard.lastSync")}</span>
      {run ? (
        <>
          <DeskBadge tone={syncRunTone[run.status]}>{t(`sync.statuses.${run.status}`)}</DeskBadge>
          <span className="ops-figure__note">
            {formatDateTime(run.endedAt ?? run.startedAt, language)}
          </span>
        </>
      ) : (
        <span className="ops-figure__note">{t("dashboard.noSync")}</span>
      )}
    </a>
  );
}
