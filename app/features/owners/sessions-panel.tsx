import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { SubmitButton } from "#app/components/ui/form/submit-button.tsx";
import type { SessionView } from "#app/model/owners/sessions.ts";

// ADR 036: the owner's open sessions on the login security page, this device's first,
// each with a plain form to end it and one to log out everywhere else (no JavaScript needed).

interface SessionsPanelProps {
  sessions: SessionView[];
  /** How many sessions the last "end" ended, to say so. */
  ended: number | undefined;
}

export function SessionsPanel({ sessions, ended }: SessionsPanelProps) {
  const { t } = useTranslation("owners");
  const others = sessions.some((session) => !session.current);
  return (
    <section className="container owner-sessions" aria-labelledby="owner-sessions-heading">
      <h2 id="owner-sessions-heading">{t("sessions.heading")}</h2>
      <p>{t("sessions.intro")}</p>
      {ended !== undefined ? (
        <p className="owner-login__notice" role="status">
          {ended === 0 ? t("sessions.noneEnded") : t("sessions.ended", { count: ended })}
        </p>
      ) : null}
      <ul className="owner-sessions__list">
        {sessions.map((session) => (
          <SessionItem key={session.id} session={session} />
        ))}
      </ul>
      {others ? (
        <Form method="post" action="?do=end-others">
          <SubmitButton className="button">{t("sessions.endOthers")}</SubmitButton>
        </Form>
      ) : null}
    </section>
  );
}

function SessionItem({ session }: { session: SessionView }) {
  const { t } = useTranslation("owners");
  const headingId = `owner-session-${session.id}`;
  const device = t("sessions.device", {
    browser: session.browser ?? t("sessions.unknownBrowser"),
    system: session.system ?? t("sessions.unknownSystem"),
  });
  return (
    <li className="owner-sessions__item">
      <h3 id={headingId}>
        {device}
        {session.current ? (
          <span className="owner-sessions__current">{t("sessions.thisDevice")}</span>
        ) : null}
      </h3>
      <dl>
        <dt>{t("sessions.address")}</dt>
        <dd>{session.address}</dd>
        <dt>{t("sessions.started")}</dt>
        <dd>{session.started}</dd>
        <dt>{t("sessions.seen")}</dt>
        <dd>{session.seen}</dd>
      </dl>
      <Form method="post" action="?do=end-session">
        <input type="hidden" name="session" value={session.id} />
        <SubmitButton className="button button--outline" aria-describedby={headingId}>
          {t("sessions.end")}
        </SubmitButton>
      </Form>
    </li>
  );
}
