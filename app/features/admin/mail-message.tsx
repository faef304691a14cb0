import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { SubmitButton } from "#app/components/ui/form/submit-button.tsx";
import { formatDateTime } from "#app/domain/dates.ts";
import { useLanguage } from "#app/i18n/use-language.ts";
import type { MailMessage } from "#app/model/admin/mail-log.ts";
import { MailStateBadge, useMailKindLabel } from "./mail-state.tsx";
import { OpsStyles } from "./ops-styles.tsx";

interface MailMessageViewProps {
  title: string;
  message: Omit<MailMessage, "html">;
  /** The HTML part as its own sandboxed document (ADR 054): no script, no form, no link of ours. */
  htmlUrl: string;
  leadUrl: string | undefined;
  /** What the last "send again" said. */
  notice: "resent" | "not-failed" | undefined;
}

// One outbox message whole (docs/requirements.md §17 "Mail log"): its headers and state, the HTML part
// as the recipient sees it, the text part, and "send again" when the worker gave up on it.
export function MailMessageView(props: MailMessageViewProps) {
  const { title, message, htmlUrl, leadUrl, notice } = props;
  const { t } = useTranslation("adminOps");
  const language = useLanguage();
  const kindLabel = useMailKindLabel();
  const when = (date: Date | undefined) => (date ? formatDateTime(date, language) : undefined);
  const rows: [string, React.ReactNode][] = [
    [t("mail.state"), <MailStateBadge key="state" state={message.state} />],
    [t("mail.kind"), kindLabel(message.kind)],
    [t("message.from"), message.from],
    [t("mail.to"), message.to],
    [t("message.replyTo"), message.replyTo],
    [t("mail.subject"), message.subject],
    [t("mail.queuedAt"), when(message.queuedAt)],
    [t("message.sentAt"), when(message.sentAt)],
    [t("mail.attempts"), String(message.attempts)],
    [t("message.nextAttempt"), when(message.nextAttemptAt)],
    [t("message.lastError"), message.lastError],
    [t("message.messageId"), <code key="id">{message.messageId}</code>],
    [
      t("message.lead"),
      leadUrl ? (
        <a key="lead" href={leadUrl}>
          {t("message.leadLink", { id: message.leadId })}
        </a>
      ) : undefined,
    ],
  ];
  return (
    <>
      <OpsStyles />
      <p className="ops-back">
        <a href="/admin/mail/">{t("message.back")}</a>
      </p>
      <h1>{title}</h1>
      {notice ? (
        <p
          className={`ops-notice ${notice === "resent" ? "ops-notice--ok" : "ops-notice--problem"}`}
          role="status"
        >
          {t(notice === "resent" ? "message.resent" : "message.notFailed")}
        </p>
      ) : null}
      <section className="ops-panel" aria-labelledby="mail-details-heading">
        <h2 id="mail-details-heading">{t("message.details")}</h2>
        <dl className="ops-details">
          {rows
            .filter(([, value]) => value !== undefined && value !== "")
            .map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
        </dl>
        {message.state === "failed" ? (
          <Form method="post" className="ops-inline-form">
            <p>{t("message.resendIntro")}</p>
            <input type="hidden" name="intent" value="resend" />
            <SubmitButton className="button">{t("message.resend")}</SubmitButton>
          </Form>
        ) : null}
      </section>
      <section className="ops-panel" aria-labelledby="mail-html-heading">
        <h2 id="mail-html-heading">{t("message.html")}</h2>
        <iframe
          className="ops-mail-frame"
          src={htmlUrl}
          title={t("message.htmlFrame")}
          sandbox=""
          referrerPolicy="no-referrer"
        />
      </section>
      <section className="ops-panel" aria-labelledby="mail-text-heading">
        <h2 id="mail-text-heading">{t("message.text")}</h2>
        <pre className="ops-mail-text">{message.text}</pre>
      </section>
    </>
  );
}
