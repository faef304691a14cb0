import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { DeskBadge } from "#app/components/ui/desk-badge.tsx";
import { formatDate, formatDateTime } from "#app/domain/dates.ts";
import { useLanguage } from "#app/i18n/use-language.ts";
import {
  type OwnerActionNotice,
  type OwnerDetail,
  ownerDeskPath,
  ownerPortalDeskPath,
  ownersDeskPath,
} from "#app/model/admin/owner-directory.ts";
import { OwnersStyles } from "./owners-styles.tsx";

/** One of the owner's properties as their page lists it; `url` is its public page, when it has one. */
export interface OwnerPropertyLine {
  id: number;
  title: string | undefined;
  city: string | undefined;
  url: string | undefined;
}

// docs/requirements.md §17 "Owners", ADR 055: an owner's account, their properties and what the desk
// may do: each action is a POST form answered by a 303 back here with what was done.
export function OwnerPage({
  owner,
  properties,
  notice,
}: {
  owner: OwnerDetail;
  properties: OwnerPropertyLine[];
  notice: OwnerActionNotice | undefined;
}) {
  const { t } = useTranslation("adminOwners");
  return (
    <div className="owners-page">
      <OwnersStyles />
      <p className="owners-page__back">
        <Link to={ownersDeskPath}>{t("owner.back")}</Link>
      </p>
      <h1>{owner.name}</h1>
      {notice ? (
        <p className="owners-notice" role="status">
          {t(`done.${notice}`)}
        </p>
      ) : null}
      <div className="owners-columns">
        <AccountPanel owner={owner} />
        <ActionsPanel owner={owner} />
      </div>
      <section className="desk-panel" aria-labelledby="owner-properties">
        <h2 id="owner-properties">{t("owner.properties")}</h2>
        {properties.length === 0 ? (
          <p className="owners-empty">{t("owner.noProperties")}</p>
        ) : (
          <ul className="owners-properties">
            {properties.map((p) => {
              const label = p.title ?? t("owner.reference", { id: String(p.id) });
              return (
                <li key={p.id}>
                  {p.url ? <a href={p.url}>{label}</a> : label}
                  <span className="owners-properties__meta">
                    {t("owner.reference", { id: String(p.id) })}
                    {p.city ? ` · ${p.city}` : ""}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}

function AccountPanel({ owner }: { owner: OwnerDetail }) {
  const { t } = useTranslation("adminOwners");
  const language = useLanguage();
  const rows: [string, React.ReactNode][] = [
    [t("list.email"), owner.email],
    [t("owner.username"), owner.username ?? "—"],
    [t("list.crmId"), owner.crmId ?? "—"],
    [t("owner.language"), owner.language?.toUpperCase() ?? "—"],
    [t("owner.created"), formatDate(owner.createdAt, language)],
    [
      t("list.lastLogin"),
      owner.lastLoginAt ? formatDateTime(owner.lastLoginAt, language) : t("list.neverLoggedIn"),
    ],
    [
      t("list.twoStep"),
      <DeskBadge key="two" tone={owner.twoStep ? "good" : "plain"}>
        {t(owner.twoStep ? "list.on" : "list.off")}
      </DeskBadge>,
    ],
    [
      t("list.password"),
      <DeskBadge key="password" tone={owner.passwordSet ? "good" : "warn"}>
        {t(owner.passwordSet ? "list.set" : "list.notSet")}
      </DeskBadge>,
    ],
    [
      t("owner.status"),
      owner.disabledAt ? (
        <DeskBadge key="status" tone="bad">
          {t("owner.disabledSince", { date: formatDate(owner.disabledAt, language) })}
        </DeskBadge>
      ) : (
        <DeskBadge key="status" tone="good">
          {t("owner.active")}
        </DeskBadge>
      ),
    ],
  ];
  return (
    <section className="desk-panel" aria-labelledby="owner-account">
      <h2 id="owner-account">{t("owner.account")}</h2>
      <dl className="owners-facts">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function ActionsPanel({ owner }: { owner: OwnerDetail }) {
  const { t } = useTranslation("adminOwners");
  const action = (intent: string, label: string, help: string) => (
    <Form method="post" action={ownerDeskPath(owner.id)} className="owners-action">
      <input type="hidden" name="intent" value={intent} />
      <button
        type="submit"
        className={intent === "disable" ? "button owners-button--danger" : "button button--outline"}
        aria-describedby={`owner-${intent}-help`}
      >
        {label}
      </button>
      <p id={`owner-${intent}-help`}>{help}</p>
    </Form>
  );
  return (
    <section className="desk-panel" aria-labelledby="owner-actions">
      <h2 id="owner-actions">{t("owner.actions")}</h2>
      <div className="owners-action">
        <Link className="button button--outline" to={ownerPortalDeskPath(owner.id)}>
          {t("owner.viewPortal")}
        </Link>
        <p>{t("owner.viewPortalHelp")}</p>
      </div>
      {owner.disabled
        ? action("enable", t("owner.enable"), t("owner.enableHelp"))
        : action("invite", t("owner.invite"), t("owner.inviteHelp"))}
      {owner.twoStep
        ? action("reset-2fa", t("owner.resetTwoStep"), t("owner.resetTwoStepHelp"))
        : null}
      {owner.disabled ? null : action("disable", t("owner.disable"), t("owner.disableHelp"))}
    </section>
  );
}
