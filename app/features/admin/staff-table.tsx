import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { DeskBadge } from "#app/components/ui/desk-badge.tsx";
import { DeskTableFrame } from "#app/components/ui/desk-table-frame.tsx";
import { type StaffRow, staffMemberPath } from "#app/model/admin/staff-views.ts";

// docs/requirements.md §17, ADR 050: the staff list, one row a member; the name opens their page.
export function StaffTable({ rows }: { rows: StaffRow[] }) {
  const { t } = useTranslation("adminStaff");
  return (
    <DeskTableFrame caption={t("list.caption")} showCaption area="staff-table">
      <thead>
        <tr>
          <th scope="col">{t("list.name")}</th>
          <th scope="col">{t("list.email")}</th>
          <th scope="col">{t("list.role")}</th>
          <th scope="col">{t("list.twoStep")}</th>
          <th scope="col">{t("list.password")}</th>
          <th scope="col">{t("list.lastLogin")}</th>
          <th scope="col">{t("list.status")}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} className={row.disabled ? "staff-table__disabled" : undefined}>
            <th scope="row">
              <Link to={staffMemberPath(row.id)}>{row.name ?? t("list.noName")}</Link>
              {row.you ? <span className="staff-table__you"> ({t("list.you")})</span> : null}
            </th>
            <td className="staff-table__email">
              <EmailAddress email={row.email} />
            </td>
            <td>{t(`roles.${row.role}`)}</td>
            <td>
              <DeskBadge tone={row.twoStep ? "good" : "plain"}>
                {t(row.twoStep ? "list.on" : "list.off")}
              </DeskBadge>
            </td>
            <td>
              <DeskBadge tone={row.passwordSet ? "good" : "warn"}>
                {t(row.passwordSet ? "list.set" : "list.notSet")}
              </DeskBadge>
            </td>
            <td>{row.lastLogin ?? t("list.never")}</td>
            <td>
              <DeskBadge tone={row.disabled ? "bad" : "good"}>
                {t(row.disabled ? "list.disabled" : "list.enabled")}
              </DeskBadge>
            </td>
          </tr>
        ))}
      </tbody>
    </DeskTableFrame>
  );
}

/** An address that breaks after its "@" only, never inside a name or a domain. */
function EmailAddress({ email }: { email: string }) {
  const at = email.lastIndexOf("@");
  return (
    <>
      <span>{email.slice(0, at + 1)}</span>
      <wbr />
      <span>{email.slice(at + 1)}</span>
    </>
  );
}
