import { useTranslation } from "react-i18next";
import { type LeadIntent, type LeadProblem, noteLength } from "#app/model/admin/lead-actions.ts";
import type { LeadPageView } from "#app/model/admin/lead-page.ts";
import { staffLabel } from "#app/model/admin/lead-record.ts";
import { leadStatuses } from "#app/model/leads/lead-status.ts";

/** A refused action: which form, and what was wrong. */
export interface LeadActionError {
  intent: LeadIntent | undefined;
  problem: LeadProblem;
}

interface LeadActionsProps {
  view: LeadPageView;
  error: LeadActionError | undefined;
  /** The note refused, to write it again. */
  note: string | undefined;
}

/**
 * docs/requirements.md §17, ADR 052: the status, the assignment, a note, each a plain POST form that
 * works without JavaScript; and a reply through the staff member's own mail program.
 */
export function LeadActions({ view, error, note }: LeadActionsProps) {
  const { t } = useTranslation("adminLead");
  const errorId = (intent: LeadActionError["intent"]) => `lead-${intent ?? "action"}-error`;
  const problem = (intent: LeadActionError["intent"]) =>
    error && error.intent === intent ? (
      <p id={errorId(intent)} className="field__error" role="alert">
        {t(`errors.${error.problem}`)}
      </p>
    ) : null;
  const invalid = (intent: LeadActionError["intent"]) =>
    error?.intent === intent
      ? { "aria-invalid": true as const, "aria-describedby": errorId(intent) }
      : {};
  return (
    <section className="lead-box lead-actions" aria-labelledby="lead-actions-heading">
      <h2 id="lead-actions-heading">{t("actions.heading")}</h2>
      {error && error.intent === undefined ? problem(undefined) : null}
      <form method="post" className="lead-action">
        <input type="hidden" name="intent" value="status" />
        <label htmlFor="lead-status">{t("actions.status.label")}</label>
        <div className="lead-action__row">
          <select id="lead-status" name="status" defaultValue={view.status} {...invalid("status")}>
            {leadStatuses.map((status) => (
              <option key={status} value={status}>
                {t(`statuses.${status}`)}
              </option>
            ))}
          </select>
          <button type="submit" className="button">
            {t("actions.status.submit")}
          </button>
        </div>
        {problem("status")}
      </form>
      <form method="post" className="lead-action">
        <input type="hidden" name="intent" value="assign" />
        <label htmlFor="lead-agent">{t("actions.assign.label")}</label>
        <div className="lead-action__row">
          <select
            id="lead-agent"
            name="agent"
            defaultValue={view.agent ? String(view.agent.id) : ""}
            {...invalid("assign")}
          >
            <option value="">{t("actions.assign.nobody")}</option>
            {view.assignees.map((staff) => (
              <option key={staff.id} value={String(staff.id)}>
                {`${staffLabel(staff)} (${t(`roles.${staff.role}`)})`}
              </option>
            ))}
          </select>
          <button type="submit" className="button">
            {t("actions.assign.submit")}
          </button>
        </div>
        {problem("assign")}
      </form>
      <form method="post" className="lead-action">
        <input type="hidden" name="intent" value="note" />
        <label htmlFor="lead-note">{t("actions.note.label")}</label>
        <p id="lead-note-hint" className="field__hint">
          {t("actions.note.hint")}
        </p>
        <textarea
          id="lead-note"
          name="note"
          rows={4}
          required
          maxLength={noteLength.max}
          defaultValue={error?.intent === "note" ? note : undefined}
          aria-describedby={
            error?.intent === "note" ? "lead-note-hint lead-note-error" : "lead-note-hint"
          }
          aria-invalid={error?.intent === "note" ? true : undefined}
        />
        {problem("note")}
        <button type="submit" className="button lead-action__submit">
          {t("actions.note.submit")}
        </button>
      </form>
      {view.reply ? (
        <a className="button button--outline lead-actions__reply" href={view.reply}>
          {t("actions.reply")}
        </a>
      ) : null}
    </section>
  );
}
