import { useTranslation } from "react-i18next";
import { DeskBadge, leadStatusTone } from "#app/components/ui/desk-badge.tsx";
import { formatDateTime } from "#app/domain/dates.ts";
import { useLanguage } from "#app/i18n/use-language.ts";
import type { LeadPageView } from "#app/model/admin/lead-page.ts";
import { staffLabel } from "#app/model/admin/lead-record.ts";
import type { LeadStatus } from "#app/model/leads/lead-status.ts";

/** A lead's status as a badge: its colour says it at a glance, its word says it to everyone. */
export function StatusBadge({ status }: { status: LeadStatus }) {
  const { t } = useTranslation("adminLead");
  return <DeskBadge tone={leadStatusTone[status]}>{t(`statuses.${status}`)}</DeskBadge>;
}

/** docs/requirements.md §17: when the lead came, through which form, in which language, checked or not, whose. */
export function LeadSummary({ view }: { view: LeadPageView }) {
  const { t } = useTranslation("adminLead");
  const language = useLanguage();
  const languageName = (t("languages", { returnObjects: true }) as Record<string, string>)[
    view.language
  ];
  return (
    <section className="lead-box lead-summary" aria-labelledby="lead-summary-heading">
      <h2 id="lead-summary-heading">{t("summary.heading")}</h2>
      <dl className="lead-facts">
        <div>
          <dt>{t("summary.received")}</dt>
          <dd>
            <time dateTime={view.receivedAt.toISOString()}>
              {formatDateTime(view.receivedAt, language)}
            </time>
          </dd>
        </div>
        <div>
          <dt>{t("summary.form")}</dt>
          <dd>{view.formName}</dd>
        </div>
        <div>
          <dt>{t("summary.language")}</dt>
          <dd>{languageName ?? view.language}</dd>
        </div>
        <div>
          <dt>{t("summary.check")}</dt>
          <dd className={view.verified ? undefined : "lead-facts__warning"}>
            {t(view.verified ? "summary.verified" : "summary.unverified")}
          </dd>
        </div>
        <div>
          <dt>{t("summary.status")}</dt>
          <dd>
            <StatusBadge status={view.status} />
          </dd>
        </div>
        <div>
          <dt>{t("summary.agent")}</dt>
          <dd>{view.agent ? staffLabel(view.agent) : t("summary.nobody")}</dd>
        </div>
      </dl>
    </section>
  );
}
