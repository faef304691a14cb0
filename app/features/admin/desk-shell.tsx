import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { currentNavKey, type DeskNavEntry } from "#app/model/admin/desk-nav.ts";
import type { StaffRole } from "#app/model/admin/staff-account.ts";
import { accountPath } from "#app/model/admin/staff-views.ts";
import { deskLogoutPath } from "#app/routing/desk-paths.ts";
import deskStyles from "#app/styles/admin.css?url";
import { useDeskPageFocus } from "./desk-page-focus.ts";

export interface DeskMemberView {
  name: string | undefined;
  email: string;
  role: StaffRole;
}

interface DeskShellProps {
  agency: string;
  member: DeskMemberView;
  nav: readonly DeskNavEntry[];
  children: React.ReactNode;
}

/** The desk's own stylesheet: the public pages never load it (React hoists it into the head). */
export function DeskStyles() {
  return <link rel="stylesheet" href={deskStyles} precedence="desk" />;
}

/**
 * The desk's shell (ADR 049): a top bar with the agency, the member and the logout, the navigation
 * (behind "Menu" on a phone, without JavaScript: details/summary), and the page, which takes the
 * focus after each navigation (desk-page-focus.ts).
 */
export function DeskShell({ agency, member, nav, children }: DeskShellProps) {
  const { t } = useTranslation("admin");
  const current = currentNavKey(nav, useLocation().pathname);
  const main = useRef<HTMLElement>(null);
  useDeskPageFocus(main);
  return (
    <div className="desk">
      <DeskStyles />
      <a className="skip-link" href="#main">
        {t("shell.skipToContent")}
      </a>
      <header className="desk-bar">
        <p className="desk-bar__agency">
          <span>{agency}</span> <span className="desk-bar__desk">{t("shell.desk")}</span>
        </p>
        <div className="desk-bar__member">
          <span className="desk-bar__name">{member.name ?? member.email}</span>{" "}
          <span className="desk-role">{t(`shell.roles.${member.role}`)}</span>
          <Link to={accountPath} className="desk-bar__account">
            {t("shell.account")}
          </Link>
          <form method="post" action={deskLogoutPath}>
            <button type="submit" className="desk-bar__logout">
              {t("shell.logout")}
            </button>
          </form>
        </div>
      </header>
      <div className="desk-body">
        <details className="desk-nav">
          <summary className="desk-nav__toggle">{t("shell.menu")}</summary>
          <nav aria-label={t("shell.navigation")}>
            <ul className="desk-nav__list">
              {nav.map((entry) => (
                <li key={entry.key}>
                  <Link
                    to={entry.path}
                    aria-current={entry.key === current ? "page" : undefined}
                    className="desk-nav__link"
                  >
                    {t(`nav.${entry.key}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </details>
        <main id="main" ref={main} tabIndex={-1} className="desk-main">
          {children}
        </main>
      </div>
    </div>
  );
}
