import { useTranslation } from "react-i18next";
import { DeskBadge, mailStateTone } from "#app/components/ui/desk-badge.tsx";
import { formatDateTime } from "#app/domain/dates.ts";
import { useLanguage } from "#app/i18n/use-language.ts";
import type { LeadPageView } from "#app/model/admin/lead-page.ts";

/** The mail log's page of one message (docs/requirements.md §17 "Mail log"). */
const mailPath = (id: number) => `/admin/mail/${id}/`;

/**
 * docs/requirements.md §17: the mails queued for the lead, to whom (the agency, the visitor, a friend,
 * the assignee), their subject and delivery state with the last SMTP answer, each linked to the mail log.
 */
export function LeadMails({ mails }: { mails: LeadPageView["mails"] }) {
  const { t } = useTranslation("adminLead");
  const language = useLanguage();
  const kinds = t("mails.kinds", { returnObjects: true }) as Record<string, string>;
  return (
    <section className="lead-box" aria-labelledby="lead-mails-heading">
      <h2 id="lead-mails-heading">{t("mails.heading")}</h2>
      {mails.length === 0 ? (
        <p className="lead-box__note">{t("mails.none")}</p>
      ) : (
        <ul className="lead-mails">
          {mails.map((mail) => (
            <li key={mail.id} className="lead-mail">
              <p className="lead-mail__head">
                <DeskBadge tone={mailStateTone[mail.state]}>
                  {t(`mails.states.${mail.state}`)}
                </DeskBadge>
                <span className="lead-mail__to">
                  {t("mails.to", { who: kinds[mail.kind] ?? kinds.other })}
                </span>
              </p>
              <p className="lead-mail__subject">
                <a href={mailPath(mail.id)}>
                  <span className="visually-hidden">
                    {t("mails.open", { id: String(mail.id) })}:{" "}
                  </span>
                  {mail.subject}
                </a>
              </p>
              <p className="lead-mail__meta">
                {mail.sentAt
                  ? t("mails.sentAt", { when: formatDateTime(mail.sentAt, language) })
                  : `${t("mails.queuedAt")} ${formatDateTime(mail.createdAt, language)}`}
                {mail.attempts > 1 ? ` · ${t("mails.attempts", { count: mail.attempts })}` : null}
              </p>
              {mail.lastError && mail.state !== "sent" ? (
                <p className="lead-mail__error">
                  {t("mails.lastError", { error: mail.lastError })}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
