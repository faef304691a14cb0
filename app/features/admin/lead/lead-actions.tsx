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
      <ChoiceForm
        intent="status"
        name="status"
        label={t("actions.status.label")}
        submit={t("actions.status.submit")}
        value={view.status}
        choices={leadStatuses.map((status) => [status, t(`statuses.${status}`)])}
        invalid={invalid("status")}
        problem={problem("status")}
      />
      <ChoiceForm
        intent="assign"
        name="agent"
        label={t("actions.assign.label")}
        submit={t("actions.assign.submit")}
        value={view.agent ? String(view.agent.id) : ""}
        choices={[
          ["", t("actions.assign.nobody")],
          ...view.assignees.map((staff): [string, string] => [
            String(staff.id),
            `${staffLabel(staff)} (${t(`roles.${staff.role}`)})`,
          ]),
        ]}
        invalid={invalid("assign")}
        problem={problem("assign")}
      />
      <form method="post" className="lead-action field">
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

interface ChoiceFormProps {
  intent: LeadIntent;
  name: string;
  label: string;
  submit: string;
  value: string;
  /** Each choice's value and text. */
  choices: [string, string][];
  invalid: { "aria-invalid"?: true; "aria-describedby"?: string };
  problem: React.ReactNode;
}

/** One choice from a list and its button: the status, the assignee. */
function ChoiceForm({
  intent,
  name,
  label,
  submit,
  value,
  choices,
  invalid,
  problem,
}: ChoiceFormProps) {
  const id = `lead-${name}`;
  return (
    <form method="post" className="lead-action field">
      <input type="hidden" name="intent" value={intent} />
      <label htmlFor={id}>{label}</label>
      <div className="lead-action__row">
        <select id={id} name={name} defaultValue={value} {...invalid}>
          {choices.map(([choice, text]) => (
            <option key={choice} value={choice}>
              {text}
            </option>
          ))}
        </select>
        <button type="submit" className="button">
          {submit}
        </button>
      </div>
      {problem}
    </form>
  );
}
