import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { DeskPager } from "#app/components/ui/desk-pager.tsx";
import { DeskRowAction } from "#app/components/ui/desk-row-action.tsx";
import { DeskTableFrame } from "#app/components/ui/desk-table-frame.tsx";
import { formatDateTime } from "#app/domain/dates.ts";
import { useLanguage } from "#app/i18n/use-language.ts";
import { redirectsDeskPath } from "#app/model/redirects/redirect-forms.ts";
import type { RedirectOrigin } from "#app/model/redirects/redirect-path.ts";

// ADR 057: the redirects by old path, filtered by a GET form (the URL holds the text), 50 a page, the
// next page starting after the last old path shown (paged by key: as fast on the last page as the first).

export interface RedirectRowView {
  id: number;
  from: string;
  to: string;
  origin: RedirectOrigin;
  createdAt: string;
}

export function RedirectTable({
  rows,
  q,
  nextUrl,
  firstUrl,
}: {
  rows: RedirectRowView[];
  q: string | undefined;
  nextUrl: string | undefined;
  firstUrl: string | undefined;
}) {
  const { t } = useTranslation("adminRedirects");
  const language = useLanguage();
  return (
    <div className="desk-panel">
      <h2>{t("list.title")}</h2>
      <form method="get" action={redirectsDeskPath} className="desk-filters">
        <div className="desk-filters__field desk-filters__field--wide">
          <label htmlFor="redirects-q">{t("list.search")}</label>
          <input
            id="redirects-q"
            name="q"
            type="search"
            defaultValue={q ?? ""}
            maxLength={200}
            aria-describedby="redirects-q-hint"
          />
          <span id="redirects-q-hint" className="desk-filters__hint">
            {t("list.searchHint")}
          </span>
        </div>
        <div className="desk-filters__actions">
          <button type="submit" className="button">
            {t("list.filter")}
          </button>
          {q ? <Link to={redirectsDeskPath}>{t("list.clear")}</Link> : null}
        </div>
      </form>
      {rows.length === 0 ? (
        <p>{t("list.empty")}</p>
      ) : (
        <DeskTableFrame caption={t("list.title")}>
          <thead>
            <tr>
              <th scope="col">{t("list.from")}</th>
              <th scope="col">{t("list.to")}</th>
              <th scope="col">{t("list.origin")}</th>
              <th scope="col">{t("list.added")}</th>
              <th scope="col">
                <span className="visually-hidden">{t("list.remove")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <th scope="row">{row.from}</th>
                <td>{row.to}</td>
                <td>{t(`list.origins.${row.origin}`)}</td>
                <td>{formatDateTime(new Date(row.createdAt), language)}</td>
                <td>
                  <DeskRowAction
                    action="?do=remove"
                    id={row.id}
                    label={t("list.removeLabel", { from: row.from })}
                    danger
                  >
                    {t("list.remove")}
                  </DeskRowAction>
                </td>
              </tr>
            ))}
          </tbody>
        </DeskTableFrame>
      )}
      <DeskPager
        label={t("list.title")}
        first={firstUrl ? { href: firstUrl, text: t("list.first") } : undefined}
        next={nextUrl ? { href: nextUrl, text: t("list.more") } : undefined}
      />
    </div>
  );
}
