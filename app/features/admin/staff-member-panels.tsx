import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { DeskBadge } from "#app/components/ui/desk-badge.tsx";
import { SubmitButton } from "#app/components/ui/form/submit-button.tsx";
import { staffRoles } from "#app/model/admin/staff-account.ts";
import type { StaffMemberView } from "#app/model/admin/staff-views.ts";
import type { SessionView } from "#app/model/owners/sessions.ts";
import { StaffSessionsTable } from "./staff-sessions-table.tsx";

// docs/requirements.md §17, ADR 050: one member's page on the staff page: their account, then a
// plain form per action (each posted to `?do=` its name, a 303 back here), then their open sessions.

export function StaffMemberPanels({
  member,
  sessions,
}: {
  member: StaffMemberView;
  sessions: SessionView[];
}) {
  const { t } = useTranslation("adminStaff");
  return (
    <div className="staff-member">
      <MemberFacts member={member} />
      <section className="desk-panel" aria-labelledby="role-heading">
        <h2 id="role-heading">{t("member.roleHeading")}</h2>
        <Form method="post" action="?do=role" className="staff-form staff-form--inline">
          <div className="field">
            <label htmlFor="member-role">{t("member.newRole")}</label>
            <p id="member-role-hint" className="field__hint">
              {t("member.roleHelp")}
            </p>
            <select
              id="member-role"
              name="role"
              defaultValue={member.role}
              aria-describedby="member-role-hint"
            >
              {staffRoles.map((role) => (
                <option key={role} value={role}>
                  {t(`roles.${role}`)}
                </option>
              ))}
            </select>
          </div>
          <SubmitButton className="button">{t("member.roleSubmit")}</SubmitButton>
        </Form>
      </section>
      <section className="desk-panel" aria-labelledby="access-heading">
        <h2 id="access-heading">{t("member.accessHeading")}</h2>
        {member.disabled ? (
          <ActionForm action="enable" label={t("member.enable")} help={t("member.enableHelp")} />
        ) : (
          <ActionForm
            action="disable"
            label={t("member.disable")}
            help={t("member.disableHelp")}
            danger
          />
        )}
        {member.twoStep ? (
          <ActionForm
            action="reset-two-step"
            label={t("member.resetTwoStep")}
            help={t("member.resetTwoStepHelp")}
          />
        ) : null}
        {!member.passwordSet && !member.disabled ? (
          <ActionForm action="resend" label={t("member.resend")} help={t("member.resendHelp")} />
        ) : null}
      </section>
      <section className="desk-panel" aria-labelledby="sessions-heading">
        <h2 id="sessions-heading">{t("member.sessionsHeading")}</h2>
        {sessions.length > 0 ? (
          <StaffSessionsTable sessions={sessions} />
        ) : (
          <p>{t("member.noSessions")}</p>
        )}
      </section>
    </div>
  );
}

function MemberFacts({ member }: { member: StaffMemberView }) {
  const { t } = useTranslation("adminStaff");
  return (
    <section className="desk-panel" aria-labelledby="facts-heading">
      <h2 id="facts-heading">{t("member.facts")}</h2>
      <dl className="staff-facts">
        <dt>{t("member.email")}</dt>
        <dd className="staff-facts__email">{member.email}</dd>
        <dt>{t("member.role")}</dt>
        <dd>{t(`roles.${member.role}`)}</dd>
        <dt>{t("member.language")}</dt>
        <dd lang={member.language}>{t(`languages.${member.language}`)}</dd>
        <dt>{t("member.twoStep")}</dt>
        <dd>
          <DeskBadge tone={member.twoStep ? "good" : "plain"}>
            {t(member.twoStep ? "list.on" : "list.off")}
          </DeskBadge>
        </dd>
        <dt>{t("member.password")}</dt>
        <dd>
          <DeskBadge tone={member.passwordSet ? "good" : "warn"}>
            {t(member.passwordSet ? "list.set" : "list.notSet")}
          </DeskBadge>
        </dd>
        <dt>{t("member.lastLogin")}</dt>
        <dd>{member.lastLogin ?? t("list.never")}</dd>
        <dt>{t("member.created")}</dt>
        <dd>{member.created}</dd>
        <dt>{t("member.status")}</dt>
        <dd>
          <DeskBadge tone={member.disabled ? "bad" : "good"}>
            {t(member.disabled ? "list.disabled" : "list.enabled")}
          </DeskBadge>
        </dd>
      </dl>
    </section>
  );
}

/** One button that does one thing, with a sentence saying what it does. */
function ActionForm(props: { action: string; label: string; help: string; danger?: boolean }) {
  const helpId = `${props.action}-help`;
  return (
    <Form method="post" action={`?do=${props.action}`} className="staff-action">
      <p id={helpId} className="staff-action__help">
        {props.help}
      </p>
      <SubmitButton
        className={props.danger ? "button button--danger" : "button button--outline"}
        aria-describedby={helpId}
      >
        {props.label}
      </SubmitButton>
    </Form>
  );
}
