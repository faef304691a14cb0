import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
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
    // Not a landmark of its own: the table's scrolling region is the one named by this heading.
    <div className="desk-panel">
      <h2 id="redirect-list-title">{t("list.title")}</h2>
      <form method="get" action={redirectsDeskPath} className="desk-filters">
        <label htmlFor="redirects-q">{t("list.search")}</label>
        <input
          id="redirects-q"
          name="q"
          type="search"
          defaultValue={q ?? ""}
          maxLength={200}
          aria-describedby="redirects-q-hint"
        />
        <span id="redirects-q-hint">{t("list.searchHint")}</span>
        <button type="submit" className="button">
          {t("list.filter")}
        </button>
        {q ? <Link to={redirectsDeskPath}>{t("list.clear")}</Link> : null}
      </form>
      {rows.length === 0 ? (
        <p>{t("list.empty")}</p>
      ) : (
        <section
          className="desk-table-scroll"
          aria-labelledby="redirect-list-title"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls; the keyboard must reach it (WCAG 2.1.1).
          tabIndex={0}
        >
          <table className="desk-table">
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
                  <th scope="row" className="desk-table__path">
                    {row.from}
                  </th>
                  <td className="desk-table__path">{row.to}</td>
                  <td>{t(`list.origins.${row.origin}`)}</td>
                  <td>{formatDateTime(new Date(row.createdAt), language)}</td>
                  <td>
                    <Form method="post" action="?do=remove">
                      <input type="hidden" name="id" value={row.id} />
                      <button
                        type="submit"
                        className="button button--secondary"
                        aria-label={t("list.removeLabel", { from: row.from })}
                      >
                        {t("list.remove")}
                      </button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      <nav aria-label={t("list.title")} className="desk-pager">
        {firstUrl ? <Link to={firstUrl}>{t("list.first")}</Link> : null}
        {nextUrl ? <Link to={nextUrl}>{t("list.more")}</Link> : null}
      </nav>
    </div>
  );
}
