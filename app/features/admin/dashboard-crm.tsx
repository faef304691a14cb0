import { useTranslation } from "react-i18next";
import { formatDateTime } from "#app/domain/dates.ts";
import { useLanguage } from "#app/i18n/use-language.ts";
import type { CrmFigures } from "#app/model/admin/dashboard.ts";
import type { CrmPause } from "#app/model/crm/crm-queue.ts";
import { CountLink } from "./dashboard-count-link.tsx";

// Issue 28 (ADR 054, amended; ADR 064): the CRM queue at the desk's first glance.

/** Leads whose CRM delivery failed or is retried, each count a link to the leads list so filtered. */
export function CrmFigure(props: { crm: CrmFigures; links: { failed: string; retrying: string } }) {
  const { t } = useTranslation("adminOps");
  const { crm, links } = props;
  const alert = crm.failed > 0 || crm.pauses.length > 0;
  return (
    <section
      className={`ops-figure${alert ? " ops-figure--alert" : ""}`}
      aria-labelledby="figure-crm"
    >
      <h2 id="figure-crm" className="ops-figure__label">
        {t("dashboard.crmDeliveries")}
      </h2>
      <ul className="ops-figure__list">
        <CountLink href={links.failed} count={crm.failed} name={t("dashboard.crmFailed")} />
        <CountLink href={links.retrying} count={crm.retrying} name={t("dashboard.crmRetrying")} />
      </ul>
    </section>
  );
}

/** A paused CRM target (wrong credentials, quota...): which, until when, and why in the queue's words. */
export function CrmPauseNotices({ pauses }: { pauses: CrmPause[] }) {
  const { t } = useTranslation("adminOps");
  const language = useLanguage();
  return pauses.map((pause) => (
    <div key={pause.target} className="ops-notice ops-notice--problem">
      <p>
        {t("dashboard.crmPaused", {
          target: t(`dashboard.crmTargets.${pause.target}`),
          when: formatDateTime(pause.until, language),
        })}
      </p>
      <p className="ops-notice__detail">{t("dashboard.crmPausedWhy", { reason: pause.reason })}</p>
    </div>
  ));
}
