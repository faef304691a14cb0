import { useTranslation } from "react-i18next";
import { DeskPager } from "#app/components/ui/desk-pager.tsx";

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
    <DeskPager
      label={t("pages.label")}
      first={paged ? { href: base, text: t("pages.newest") } : undefined}
      previous={
        newer === undefined ? undefined : { href: page("newer", newer), text: t("pages.newer") }
      }
      next={
        older === undefined ? undefined : { href: page("older", older), text: t("pages.older") }
      }
    />
  );
}
