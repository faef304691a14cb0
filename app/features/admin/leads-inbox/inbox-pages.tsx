import { useTranslation } from "react-i18next";

interface InboxPagesProps {
  /** The list's address with its filters, without a page. */
  base: string;
  newer: number | undefined;
  older: number | undefined;
  paged: boolean;
}

/** Newer and older pages of the list, by the id of the lead a page starts from (ADR 051). */
export function InboxPages({ base, newer, older, paged }: InboxPagesProps) {
  const { t } = useTranslation("adminLeads");
  if (!paged && older === undefined) return null;
  const page = (name: "newer" | "older", id: number) =>
    `${base}${base.includes("?") ? "&" : "?"}${name}=${id}`;
  return (
    <nav className="inbox-pages" aria-label={t("pages.label")}>
      {paged ? <a href={base}>{t("pages.newest")}</a> : null}
      {newer === undefined ? null : (
        <a href={page("newer", newer)} rel="prev">
          {t("pages.newer")}
        </a>
      )}
      {older === undefined ? null : (
        <a href={page("older", older)} rel="next">
          {t("pages.older")}
        </a>
      )}
    </nav>
  );
}
