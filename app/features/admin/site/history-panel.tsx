import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { DeskTableFrame } from "#app/components/ui/desk-table-frame.tsx";
import { SubmitButton } from "#app/components/ui/form/submit-button.tsx";
import { type ChangeRow, ChangesTable } from "./changes-table.tsx";
import { SiteNotice } from "./site-notice.tsx";

export interface RevisionRow {
  number: number;
  when: string;
  by: string;
  restoredFrom: number | undefined;
  current: boolean;
  compare: string;
}

export interface HistoryPanelProps {
  back: string;
  revisions: RevisionRow[];
  draft: { when: string; by: string; changes: ChangeRow[] } | undefined;
  compared: { number: number; changes: ChangeRow[] } | undefined;
  notice: string | undefined;
  refused: string[] | undefined;
}

// A document's history (docs/requirements.md §17 "History", ADR 056): its draft and what it changes,
// its published versions newest first, one compared with the current one, each restorable.
export function HistoryPanel({
  back,
  revisions,
  draft,
  compared,
  notice,
  refused,
}: HistoryPanelProps) {
  const { t } = useTranslation("adminSite");
  return (
    <div className="desk-page">
      <p>
        <a href={back}>{t("history.back")}</a>
      </p>
      <SiteNotice done={notice} refused={refused} />
      <section className="desk-panel">
        <h2>{t("history.draft")}</h2>
        {!draft ? (
          <p>{t("history.noDraft")}</p>
        ) : (
          <>
            <p>{t("history.draftSaved", { when: draft.when, who: draft.by })}</p>
            {draft.changes.length === 0 ? (
              <p>{t("history.draftSame")}</p>
            ) : (
              <ChangesTable
                caption={t("history.draftChanges")}
                beforeLabel={t("history.now")}
                afterLabel={t("history.draft")}
                rows={draft.changes}
              />
            )}
          </>
        )}
      </section>
      {compared ? (
        <section className="desk-panel">
          <h2>{t("history.compared", { number: compared.number })}</h2>
          {compared.changes.length === 0 ? (
            <p>{t("history.same")}</p>
          ) : (
            <ChangesTable
              caption={t("history.compared", { number: compared.number })}
              beforeLabel={t("history.inVersion", { number: compared.number })}
              afterLabel={t("history.now")}
              rows={compared.changes}
            />
          )}
        </section>
      ) : null}
      <section className="desk-panel">
        <h2>{t("history.revisions")}</h2>
        {revisions.length === 0 ? <p>{t("history.none")}</p> : <RevisionsTable rows={revisions} />}
      </section>
    </div>
  );
}

function RevisionsTable({ rows }: { rows: RevisionRow[] }) {
  const { t } = useTranslation("adminSite");
  return (
    <DeskTableFrame caption={t("history.revisions")} area="ops-table">
      <thead>
        <tr>
          <th scope="col" className="desk-table__number">
            {t("history.number")}
          </th>
          <th scope="col">{t("history.when")}</th>
          <th scope="col">{t("history.who")}</th>
          <th scope="col">{t("history.note")}</th>
          <th scope="col">
            <span className="visually-hidden">{t("history.restore")}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.number}>
            <th scope="row" className="desk-table__number">
              {row.number}
            </th>
            <td className="ops-table__when">{row.when}</td>
            <td>{row.by}</td>
            <td>
              {row.restoredFrom === undefined
                ? null
                : t("history.restoredFrom", { number: row.restoredFrom })}
            </td>
            <td>
              {row.current ? (
                t("history.current")
              ) : (
                <div className="ops-inline-form">
                  <a href={row.compare}>{t("history.compare")}</a>
                  <Form method="post">
                    <input type="hidden" name="number" value={row.number} />
                    <SubmitButton className="button button--small">
                      {t("history.restore")}
                      <span className="visually-hidden"> {row.number}</span>
                    </SubmitButton>
                  </Form>
                </div>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </DeskTableFrame>
  );
}
