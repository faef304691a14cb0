import { useTranslation } from "react-i18next";
import { DeskPager } from "#app/components/ui/desk-pager.tsx";

// A list's count, its CSV exports (the same filters) and its pages (50 a page), as plain links.

interface RegisterPagerProps {
  total: number;
  page: number;
  pageSize: number;
  /** The filters as a query string, without the page. */
  query: string;
  csvUrl: string;
}

const withParams = (base: string, query: string, extra: Record<string, string>) => {
  const params = new URLSearchParams(query);
  for (const [name, value] of Object.entries(extra)) params.set(name, value);
  const text = params.toString();
  return text ? `${base}?${text}` : base;
};

export function RegisterSummary({
  total,
  query,
  csvUrl,
}: Omit<RegisterPagerProps, "page" | "pageSize">) {
  const { t } = useTranslation("adminPeople");
  return (
    <div className="people-summary">
      <p role="status">{t("list.total", { count: total })}</p>
      {total > 0 ? (
        <p className="people-summary__exports">
          <a href={withParams(csvUrl, query, {})} download>
            {t("list.csv")}
          </a>
          <a href={withParams(csvUrl, query, { separator: "semicolon" })} download>
            {t("list.csvSemicolon")}
          </a>
        </p>
      ) : null}
    </div>
  );
}

export function RegisterPager({
  total,
  page,
  pageSize,
  query,
}: Omit<RegisterPagerProps, "csvUrl">) {
  const { t } = useTranslation("adminPeople");
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages === 1) return null;
  const at = (n: number) => withParams("", query, { page: String(n) });
  return (
    <DeskPager
      label={t("list.page", { page, pages })}
      current={t("list.page", { page, pages })}
      previous={page > 1 ? { href: at(page - 1), text: t("list.previous") } : undefined}
      next={page < pages ? { href: at(page + 1), text: t("list.next") } : undefined}
    />
  );
}
