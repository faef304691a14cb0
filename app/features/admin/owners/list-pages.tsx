import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { DeskPager } from "#app/components/ui/desk-pager.tsx";
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
    <DeskPager
      label={t("pages.label")}
      current={t("pages.current", { page: list.page, pages })}
      previous={
        list.page > 1
          ? { href: to(Math.min(list.page - 1, pages)), text: t("pages.previous") }
          : undefined
      }
      next={list.page < pages ? { href: to(list.page + 1), text: t("pages.next") } : undefined}
    />
  );
}
