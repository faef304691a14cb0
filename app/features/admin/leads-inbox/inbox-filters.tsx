import { useTranslation } from "react-i18next";
import {
  inboxCrmStates,
  type LeadInboxFilter,
  leadForms,
  unassigned,
} from "#app/model/leads/lead-inbox-filter.ts";
import { leadStatuses } from "#app/model/leads/lead-status.ts";

interface InboxFiltersProps {
  filter: LeadInboxFilter;
  agents: { id: number; name: string }[];
  /** Some CRM is set up: the CRM delivery filter is offered (and whenever the URL sets it). */
  crm: boolean;
  /** The list's own address, without filters. */
  action: string;
}

/** Whether a filter besides the free text is set: the other filters then show open on a phone. */
const narrowed = ({ text: _, ...others }: LeadInboxFilter) =>
  Object.values(others).some((value) => value !== undefined);

/**
 * docs/requirements.md §17: the inbox's filters as a GET form, so that the URL holds them (shared,
 * bookmarked, the back button) and they work without JavaScript. Each filter is a native control; on a
 * phone all but the free text fold away (details), so that the first leads show on the first screen.
 */
export function InboxFilters({ filter, agents, crm, action }: InboxFiltersProps) {
  const { t } = useTranslation("adminLeads");
  const verified = filter.verified === undefined ? "" : filter.verified ? "yes" : "no";
  return (
    <search className="inbox-filters">
      <form method="get" action={action}>
        <fieldset>
          <legend className="visually-hidden">{t("filters.legend")}</legend>
          <div className="field inbox-filters__text">
            <label htmlFor="inbox-q">{t("filters.text")}</label>
            <input
              id="inbox-q"
              name="q"
              type="search"
              maxLength={100}
              defaultValue={filter.text ?? ""}
              aria-describedby="inbox-q-hint"
            />
            <p className="field__hint" id="inbox-q-hint">
              {t("filters.textHint")}
            </p>
          </div>
          <details className="inbox-filters__more" open={narrowed(filter)}>
            <summary>{t("filters.more")}</summary>
            <div className="inbox-filters__grid">
              <div className="field">
                <label htmlFor="inbox-form">{t("filters.form")}</label>
                <select id="inbox-form" name="form" defaultValue={filter.form ?? ""}>
                  <option value="">{t("filters.anyForm")}</option>
                  {leadForms.map((form) => (
                    <option key={form} value={form}>
                      {t(`forms.${form}`)}
                    </option>
                  ))}
                </select>
              </div>
              <div className="field">
                <label htmlFor="inbox-status">{t("filters.status")}</label>
                <select id="inbox-status" name="status" defaultValue={filter.status ?? ""}>
                  <option value="">{t("filters.notSpam")}</option>
                  {leadStatuses.map((status) => (
                    <option key={status} value={status}>
                      {t(`statuses.${status}`)}
                    </option>
                  ))}
                </select>
              </div>
              <div className="field">
                <label htmlFor="inbox-agent">{t("filters.agent")}</label>
                <select id="inbox-agent" name="agent" defaultValue={String(filter.agent ?? "")}>
                  <option value="">{t("filters.anyAgent")}</option>
                  <option value={unassigned}>{t("filters.unassigned")}</option>
                  {agents.map((agent) => (
                    <option key={agent.id} value={agent.id}>
                      {agent.name}
                    </option>
                  ))}
                </select>
              </div>
              <div className="field">
                <label htmlFor="inbox-listing">{t("filters.listing")}</label>
                <input
                  id="inbox-listing"
                  name="listing"
                  inputMode="numeric"
                  pattern="[0-9]*"
                  maxLength={10}
                  defaultValue={filter.listing ?? ""}
                />
              </div>
              <div className="field">
                <label htmlFor="inbox-from">{t("filters.from")}</label>
                <input id="inbox-from" name="from" type="date" defaultValue={filter.from ?? ""} />
              </div>
              <div className="field">
                <label htmlFor="inbox-to">{t("filters.to")}</label>
                <input id="inbox-to" name="to" type="date" defaultValue={filter.to ?? ""} />
              </div>
              <div className="field">
                <label htmlFor="inbox-verified">{t("filters.verified")}</label>
                <select id="inbox-verified" name="verified" defaultValue={verified}>
                  <option value="">{t("filters.anyVerified")}</option>
                  <option value="yes">{t("filters.verifiedYes")}</option>
                  <option value="no">{t("filters.verifiedNo")}</option>
                </select>
              </div>
              {crm || filter.crm ? (
                <div className="field">
                  <label htmlFor="inbox-crm">{t("filters.crm")}</label>
                  <select id="inbox-crm" name="crm" defaultValue={filter.crm ?? ""}>
                    <option value="">{t("filters.anyCrm")}</option>
                    {inboxCrmStates.map((state) => (
                      <option key={state} value={state}>
                        {t(`filters.crmStates.${state}`)}
                      </option>
                    ))}
                  </select>
                </div>
              ) : null}
            </div>
          </details>
          <div className="inbox-filters__actions">
            <button type="submit" className="button">
              {t("filters.apply")}
            </button>
            <a href={action}>{t("filters.clear")}</a>
          </div>
        </fieldset>
      </form>
    </search>
  );
}
