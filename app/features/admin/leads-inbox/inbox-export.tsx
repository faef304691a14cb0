import { useTranslation } from "react-i18next";

/** docs/requirements.md §17: the filtered list as CSV, with commas or with Belgian Excel's semicolons. */
export function InboxExport({ href }: { href: string }) {
  const { t } = useTranslation("adminLeads");
  const join = href.includes("?") ? "&" : "?";
  return (
    <section className="inbox-export" aria-labelledby="inbox-export-title">
      <h2 id="inbox-export-title">{t("export.title")}</h2>
      <p>{t("export.intro")}</p>
      <ul>
        <li>
          <a href={href} download>
            {t("export.comma")}
          </a>
        </li>
        <li>
          <a href={`${href}${join}separator=semicolon`} download>
            {t("export.semicolon")}
          </a>
        </li>
      </ul>
    </section>
  );
}
