import { useTranslation } from "react-i18next";

interface OpsPagerProps {
  page: number;
  pages: number;
  previousUrl: string | undefined;
  nextUrl: string | undefined;
}

// Page links of a long desk list: plain links that keep the filters (the URL holds them).
export function OpsPager({ page, pages, previousUrl, nextUrl }: OpsPagerProps) {
  const { t } = useTranslation("adminOps");
  if (pages <= 1 && page === 1) return null;
  return (
    <nav className="ops-pager" aria-label={t("mail.pages")}>
      {previousUrl ? (
        <a href={previousUrl} rel="prev">
          {t("mail.previous")}
        </a>
      ) : null}
      <span>{t("mail.pageOf", { page, pages })}</span>
      {nextUrl ? (
        <a href={nextUrl} rel="next">
          {t("mail.next")}
        </a>
      ) : null}
    </nav>
  );
}
