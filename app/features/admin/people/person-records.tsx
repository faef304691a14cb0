import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { DeskBadge, leadStatusTone, mailStateTone } from "#app/components/ui/desk-badge.tsx";
import { SubmitButton } from "#app/components/ui/form/submit-button.tsx";
import type { PersonCounts, PersonView } from "#app/model/people/person-view.ts";
import { PeopleTable } from "./people-table.tsx";

// docs/requirements.md §17 "a person's data on request": what the site holds about one address, with
// the JSON export (a download, audited) and the first step of erasing it everywhere.

const countNames = [
  "leads",
  "demandSearches",
  "demandAccounts",
  "subscriptions",
  "messages",
] as const satisfies readonly (keyof PersonCounts)[];

export function PersonRecords({ person, exportUrl }: { person: PersonView; exportUrl: string }) {
  const { t } = useTranslation("adminPeople");
  const total = countNames.reduce((sum, name) => sum + person.counts[name], 0);
  return (
    <section className="people-panel" aria-labelledby="person-found-heading">
      <h2 id="person-found-heading">
        {total === 0
          ? t("person.nothing", { address: person.address })
          : t("person.found", { address: person.address })}
      </h2>
      <dl className="people-counts">
        {countNames.map((name) => (
          <div key={name}>
            <dt>{t(`person.counts.${name}`)}</dt>
            <dd>{person.counts[name]}</dd>
          </div>
        ))}
      </dl>
      {person.accounts.owners + person.accounts.staff > 0 ? (
        <p className="people-note">{t("person.accounts", person.accounts)}</p>
      ) : null}
      <PersonLeads person={person} />
      <h3>{t("person.demand")}</h3>
      <p>
        {person.demandAccountSince
          ? t("person.demandAccount", { date: person.demandAccountSince })
          : t("person.noDemandAccount")}
      </p>
      <h3>{t("person.newsletter")}</h3>
      <p>
        {person.subscription
          ? t("person.subscription", {
              status: t(`statuses.subscriber.${person.subscription.status}`),
              date: person.subscription.since,
              language: person.subscription.language.toUpperCase(),
            })
          : t("person.noSubscription")}
      </p>
      <PersonMails person={person} />
      {total > 0 ? (
        <div className="people-actions">
          <form method="post" action={exportUrl}>
            <input type="hidden" name="email" value={person.address} />
            <button type="submit" className="button button--outline">
              {t("person.export")}
            </button>
          </form>
          <Form method="post">
            <input type="hidden" name="intent" value="confirm" />
            <input type="hidden" name="email" value={person.address} />
            <SubmitButton className="button button--danger">{t("person.erase")}</SubmitButton>
          </Form>
        </div>
      ) : null}
    </section>
  );
}

function PersonLeads({ person }: { person: PersonView }) {
  const { t } = useTranslation("adminPeople");
  return (
    <>
      <h3>{t("person.leads")}</h3>
      {person.leads.length === 0 ? (
        <p>{t("person.none")}</p>
      ) : (
        <PeopleTable
          caption={t("person.leads")}
          columns={[t("person.received"), t("person.form"), t("person.status")]}
        >
          {person.leads.map((lead) => (
            <tr key={lead.id}>
              <td>
                <a href={`/admin/leads/${lead.id}/`}>{lead.receivedAt}</a>
              </td>
              <td>{t(`forms.${lead.form}`, { defaultValue: lead.form })}</td>
              <td>
                <DeskBadge tone={leadStatusTone[lead.status]}>
                  {t(`statuses.lead.${lead.status}`)}
                </DeskBadge>
              </td>
            </tr>
          ))}
        </PeopleTable>
      )}
    </>
  );
}

function PersonMails({ person }: { person: PersonView }) {
  const { t } = useTranslation("adminPeople");
  return (
    <>
      <h3>{t("person.mails")}</h3>
      {person.messages.length === 0 ? (
        <p>{t("person.none")}</p>
      ) : (
        <PeopleTable
          caption={t("person.mails")}
          columns={[t("person.queued"), t("person.to"), t("person.subject"), t("person.status")]}
        >
          {person.messages.map((message) => (
            <tr key={message.id}>
              <td>{message.queuedAt}</td>
              <td>{message.to}</td>
              <td>{message.subject}</td>
              <td>
                <DeskBadge tone={mailStateTone[message.status]}>
                  {t(`statuses.mail.${message.status}`)}
                </DeskBadge>
              </td>
            </tr>
          ))}
        </PeopleTable>
      )}
    </>
  );
}
