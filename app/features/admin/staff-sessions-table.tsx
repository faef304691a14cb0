import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { DeskTableFrame } from "#app/components/ui/desk-table-frame.tsx";
import { SubmitButton } from "#app/components/ui/form/submit-button.tsx";
import type { SessionView } from "#app/model/owners/sessions.ts";

// docs/requirements.md §17, ADR 036 and 050: open sessions (started, last seen, address, device), each
// with a plain form that ends it, posted to `?do=end-session`. The staff page lists any member's, the
// account page the member's own, where the current one reads "log out this one".
export function StaffSessionsTable({ sessions }: { sessions: SessionView[] }) {
  const { t } = useTranslation("adminStaff");
  return (
    <DeskTableFrame caption={t("sessions.caption")} area="staff-table">
      <thead>
        <tr>
          <th scope="col">{t("sessions.device")}</th>
          <th scope="col">{t("sessions.address")}</th>
          <th scope="col">{t("sessions.started")}</th>
          <th scope="col">{t("sessions.seen")}</th>
          <th scope="col">
            <span className="visually-hidden">{t("sessions.actions")}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {sessions.map((session) => (
          <SessionLine key={session.id} session={session} />
        ))}
      </tbody>
    </DeskTableFrame>
  );
}

function SessionLine({ session }: { session: SessionView }) {
  const { t } = useTranslation("adminStaff");
  const device = t("sessions.deviceName", {
    browser: session.browser ?? t("sessions.unknownBrowser"),
    system: session.system ?? t("sessions.unknownSystem"),
  });
  return (
    <tr>
      <th scope="row">
        {device}
        {session.current ? (
          <span className="staff-table__you"> ({t("sessions.thisOne")})</span>
        ) : null}
      </th>
      <td>{session.address}</td>
      <td>{session.started}</td>
      <td>{session.seen}</td>
      <td>
        <Form method="post" action="?do=end-session">
          <input type="hidden" name="session" value={session.id} />
          <SubmitButton
            className="button button--outline button--small"
            aria-label={
              session.current
                ? undefined
                : t("sessions.endLabel", { device, started: session.started })
            }
          >
            {t(session.current ? "sessions.logoutThis" : "sessions.end")}
          </SubmitButton>
        </Form>
      </td>
    </tr>
  );
}
