import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { SubmitButton } from "#app/components/ui/form/submit-button.tsx";
import { formatDateTime } from "#app/domain/dates.ts";
import { useLanguage } from "#app/i18n/use-language.ts";
import type { SyncRun } from "#app/model/catalogue/sync-run.ts";
import { OpsStyles } from "./ops-styles.tsx";
import { SyncRunsTable } from "./sync-runs-table.tsx";

interface SyncPanelProps {
  configured: boolean;
  runs: SyncRun[];
  nextRunAt: Date | undefined;
  /** Admins start a run; agents only look (ADR 054). */
  mayStart: boolean;
  notice: "started" | "busy" | undefined;
}

// The desk's CRM sync page (docs/requirements.md §17 "CRM sync", ADR 054).
export function SyncPanel({ configured, runs, nextRunAt, mayStart, notice }: SyncPanelProps) {
  const { t } = useTranslation("adminOps");
  const language = useLanguage();
  const running = runs[0]?.status === "running";
  return (
    <>
      <OpsStyles />
      <p className="ops-intro">{t("sync.intro")}</p>
      {notice ? (
        <p
          className={`ops-notice ${notice === "started" ? "ops-notice--ok" : "ops-notice--problem"}`}
          role="status"
        >
          {t(notice === "started" ? "sync.started" : "sync.busy")}
        </p>
      ) : null}
      <section className="ops-panel" aria-labelledby="sync-now-heading">
        <h2 id="sync-now-heading" className="visually-hidden">
          {t("sync.syncNow")}
        </h2>
        {!configured ? (
          <p>{t("sync.notConfigured")}</p>
        ) : (
          <>
            <p>
              {running
                ? t("sync.runningNow")
                : nextRunAt
                  ? t("sync.nextRun", { when: formatDateTime(nextRunAt, language) })
                  : t("sync.noSchedule")}
            </p>
            {mayStart ? (
              <Form method="post">
                <SubmitButton className="button">{t("sync.syncNow")}</SubmitButton>
              </Form>
            ) : null}
          </>
        )}
      </section>
      <section className="ops-panel">
        <h2>{t("sync.runs")}</h2>
        {runs.length > 0 ? <SyncRunsTable runs={runs} /> : <p>{t("sync.none")}</p>}
      </section>
    </>
  );
}
