import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { DeskBadge } from "#app/components/ui/desk-badge.tsx";
import { DeskTableFrame } from "#app/components/ui/desk-table-frame.tsx";
import { formatDateTime } from "#app/domain/dates.ts";
import { useLanguage } from "#app/i18n/use-language.ts";
import {
  type OwnerFilter,
  type OwnerSummary,
  ownerDeskPath,
  ownersDeskPath,
} from "#app/model/admin/owner-directory.ts";
import type { ListPage } from "#app/model/admin/url-filter.ts";
import { ListPages } from "./list-pages.tsx";
import { OwnersStyles } from "./owners-styles.tsx";

// docs/requirements.md §17 "Owners": every owner account, filtered by a GET form (the URL holds the
// filters), one row an owner; the name opens their page.
export function OwnerList({ list, filter }: { list: ListPage<OwnerSummary>; filter: OwnerFilter }) {
  const { t } = useTranslation("adminOwners");
  return (
    <div className="owners-page">
      <OwnersStyles />
      <h1>{t("list.title")}</h1>
      <p className="owners-page__intro">{t("list.intro")}</p>
      <form method="get" action={ownersDeskPath} className="desk-filters">
        <div className="desk-filters__field desk-filters__field--wide">
          <label htmlFor="owners-q">{t("list.search")}</label>
          <input
            id="owners-q"
            name="q"
            type="search"
            defaultValue={filter.q ?? ""}
            maxLength={100}
            aria-describedby="owners-q-hint"
          />
          <span id="owners-q-hint" className="desk-filters__hint">
            {t("list.searchHint")}
          </span>
        </div>
        <label className="desk-filters__check">
          <input type="checkbox" name="never" value="1" defaultChecked={filter.never === "1"} />
          {t("list.never")}
        </label>
        <label className="desk-filters__check">
          <input
            type="checkbox"
            name="nopassword"
            value="1"
            defaultChecked={filter.nopassword === "1"}
          />
          {t("list.noPassword")}
        </label>
        <div className="desk-filters__actions">
          <button type="submit" className="button">
            {t("list.filter")}
          </button>
          <Link to={ownersDeskPath}>{t("list.clear")}</Link>
        </div>
      </form>
      <p className="owners-count" role="status">
        {t("list.count", { count: list.total })}
      </p>
      {list.rows.length === 0 ? (
        <p className="owners-empty">{t("list.empty")}</p>
      ) : (
        <OwnerTable rows={list.rows} />
      )}
      <ListPages list={list} />
    </div>
  );
}

function OwnerTable({ rows }: { rows: OwnerSummary[] }) {
  const { t } = useTranslation("adminOwners");
  const language = useLanguage();
  return (
    <DeskTableFrame caption={t("list.title")} area="owners-table">
      <thead>
        <tr>
          <th scope="col">{t("list.name")}</th>
          <th scope="col">{t("list.email")}</th>
          <th scope="col">{t("list.crmId")}</th>
          <th scope="col" className="desk-table__number">
            {t("list.properties")}
          </th>
          <th scope="col">{t("list.lastLogin")}</th>
          <th scope="col">{t("list.twoStep")}</th>
          <th scope="col">{t("list.password")}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((owner) => (
          <tr key={owner.id}>
            <th scope="row">
              <Link to={ownerDeskPath(owner.id)}>{owner.name}</Link>
              {owner.disabled ? (
                <>
                  {" "}
                  <DeskBadge tone="bad">{t("list.disabled")}</DeskBadge>
                </>
              ) : null}
            </th>
            <td className="owners-table__email">
              <BreakableEmail email={owner.email} />
            </td>
            <td>{owner.crmId ?? "—"}</td>
            <td className="desk-table__number">{owner.properties}</td>
            <td>
              {owner.lastLoginAt
                ? formatDateTime(owner.lastLoginAt, language)
                : t("list.neverLoggedIn")}
            </td>
            <td>
              <DeskBadge tone={owner.twoStep ? "good" : "plain"}>
                {t(owner.twoStep ? "list.on" : "list.off")}
              </DeskBadge>
            </td>
            <td>
              <DeskBadge tone={owner.passwordSet ? "good" : "warn"}>
                {t(owner.passwordSet ? "list.set" : "list.notSet")}
              </DeskBadge>
            </td>
          </tr>
        ))}
      </tbody>
    </DeskTableFrame>
  );
}

/** An e-mail address that may wrap after its @ only (not at a hyphen of its domain). */
function BreakableEmail({ email }: { email: string }) {
  const at = email.indexOf("@");
  if (at < 0) return <span>{email}</span>;
  return (
    <>
      <span>{email.slice(0, at + 1)}</span>
      <wbr />
      <span>{email.slice(at + 1)}</span>
    </>
  );
}
