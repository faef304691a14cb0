import { useTranslation } from "react-i18next";

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
  return (
    <nav className="people-pager" aria-label={t("list.page", { page, pages })}>
      {page > 1 ? (
        <a href={withParams("", query, { page: String(page - 1) })} rel="prev">
          {t("list.previous")}
        </a>
      ) : null}
      <span>{t("list.page", { page, pages })}</span>
      {page < pages ? (
        <a href={withParams("", query, { page: String(page + 1) })} rel="next">
          {t("list.next")}
        </a>
      ) : null}
    </nav>
  );
}
