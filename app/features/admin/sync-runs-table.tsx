import { useTranslation } from "react-i18next";
import { DeskBadge, syncRunTone } from "#app/components/ui/desk-badge.tsx";
import { DeskTableFrame } from "#app/components/ui/desk-table-frame.tsx";
import { formatDateTime } from "#app/domain/dates.ts";
import { useLanguage } from "#app/i18n/use-language.ts";
import type { SyncRun } from "#app/model/catalogue/sync-run.ts";

// The CRM sync's last runs (docs/requirements.md §17 "CRM sync"): when, by whom, full or changes only
// (ADR 066), how it ended, what it did; a failed run says which page failed and its first problems.
export function SyncRunsTable({ runs }: { runs: SyncRun[] }) {
  const { t } = useTranslation("adminOps");
  const language = useLanguage();
  const count = (value: number | undefined) => (value === undefined ? "–" : value);
  return (
    <DeskTableFrame caption={t("sync.runs")} area="ops-table">
      <thead>
        <tr>
          <th scope="col">{t("sync.startedAt")}</th>
          <th scope="col">{t("sync.ended")}</th>
          <th scope="col">{t("sync.trigger")}</th>
          <th scope="col">{t("sync.kind")}</th>
          <th scope="col">{t("sync.status")}</th>
          <th scope="col" className="desk-table__number">
            {t("sync.created")}
          </th>
          <th scope="col" className="desk-table__number">
            {t("sync.updated")}
          </th>
          <th scope="col" className="desk-table__number">
            {t("sync.withdrawn")}
          </th>
          <th scope="col" className="desk-table__number">
            {t("sync.errors")}
          </th>
        </tr>
      </thead>
      <tbody>
        {runs.map((run) => (
          <tr key={run.id}>
            <th scope="row" className="ops-table__when">
              {formatDateTime(run.startedAt, language)}
            </th>
            <td className="ops-table__when">
              {run.endedAt ? formatDateTime(run.endedAt, language) : "–"}
            </td>
            <td>{t(`sync.triggers.${run.trigger}`)}</td>
            <td>{t(`sync.kinds.${run.kind}`)}</td>
            <td>
              <DeskBadge tone={syncRunTone[run.status]}>
                {t(`sync.statuses.${run.status}`)}
              </DeskBadge>
              {run.failedPage ? (
                <span className="ops-table__note">
                  {t("sync.failedPage", { page: run.failedPage })}
                </span>
              ) : null}
              {run.errors.length > 0 ? (
                <ul className="ops-table__note ops-table__error">
                  {run.errors.slice(0, 3).map((error) => (
                    <li key={error}>{error}</li>
                  ))}
                </ul>
              ) : null}
            </td>
            <td className="desk-table__number">{count(run.created)}</td>
            <td className="desk-table__number">{count(run.updated)}</td>
            <td className="desk-table__number">{count(run.withdrawn)}</td>
            <td className="desk-table__number">{run.errorCount}</td>
          </tr>
        ))}
      </tbody>
    </DeskTableFrame>
  );
}
