import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import type { ListPage } from "#app/model/admin/url-filter.ts";

/** A list's page links: the same URL and filters, another `page`. Nothing when one page holds all. */
export function ListPages({ list }: { list: Omit<ListPage<unknown>, "rows"> }) {
  const { t } = useTranslation("adminOwners");
  const { pathname, search } = useLocation();
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  if (pages === 1 && list.page === 1) return null;
  const to = (page: number) => {
    const params = new URLSearchParams(search);
    if (page === 1) params.delete("page");
    else params.set("page", String(page));
    const query = params.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  return (
    <nav className="owners-pages" aria-label={t("pages.label")}>
      {list.page > 1 ? (
        <Link to={to(Math.min(list.page - 1, pages))} rel="prev">
          {t("pages.previous")}
        </Link>
      ) : null}
      <span aria-current="page">{t("pages.current", { page: list.page, pages })}</span>
      {list.page < pages ? (
        <Link to={to(list.page + 1)} rel="next">
          {t("pages.next")}
        </Link>
      ) : null}
    </nav>
  );
}
