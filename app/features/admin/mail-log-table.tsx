import { useTranslation } from "react-i18next";
import { DeskTableFrame } from "#app/components/ui/desk-table-frame.tsx";
import { formatDateTime } from "#app/domain/dates.ts";
import { useLanguage } from "#app/i18n/use-language.ts";
import type { MailLogEntry } from "#app/model/admin/mail-log.ts";
import { MailStateBadge, useMailKindLabel } from "./mail-state.tsx";

interface MailLogTableProps {
  entries: (MailLogEntry & { url: string })[];
}

// The mail log's list (docs/requirements.md §17 "Mail log"): one row per message, newest first; a
// retrying one says when it is tried next and what the SMTP server last answered.
export function MailLogTable({ entries }: MailLogTableProps) {
  const { t } = useTranslation("adminOps");
  const language = useLanguage();
  const kindLabel = useMailKindLabel();
  return (
    <DeskTableFrame caption={t("mail.title")} area="ops-table">
      <thead>
        <tr>
          <th scope="col">{t("mail.queuedAt")}</th>
          <th scope="col">{t("mail.subject")}</th>
          <th scope="col">{t("mail.to")}</th>
          <th scope="col">{t("mail.kind")}</th>
          <th scope="col">{t("mail.state")}</th>
          <th scope="col" className="desk-table__number">
            {t("mail.attempts")}
          </th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id}>
            <td className="ops-table__when">{formatDateTime(entry.queuedAt, language)}</td>
            <th scope="row">
              <a href={entry.url}>{entry.subject}</a>
            </th>
            <td className="ops-table__address">{entry.to}</td>
            <td>{kindLabel(entry.kind)}</td>
            <td>
              <MailStateBadge state={entry.state} />
              {entry.nextAttemptAt ? (
                <span className="ops-table__note">
                  {t("mail.nextAttempt", { when: formatDateTime(entry.nextAttemptAt, language) })}
                </span>
              ) : null}
              {entry.lastError && entry.state !== "sent" ? (
                <span className="ops-table__note ops-table__error">{entry.lastError}</span>
              ) : null}
            </td>
            <td className="desk-table__number">{entry.attempts}</td>
          </tr>
        ))}
      </tbody>
    </DeskTableFrame>
  );
}
