import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Language } from "#app/i18n/languages.ts";
import type { Crumb } from "#app/model/content/page-view.ts";
import { pageUrl } from "#app/routing/route-table.ts";

// docs/requirements.md §2: a breadcrumb of entries (name and path), home first, the current page last and unlinked.
export function Breadcrumb({ crumbs, language }: { crumbs: Crumb[]; language: Language }) {
  const { t } = useTranslation();
  const trail = [{ label: t("shell.home"), url: pageUrl("home", language) }, ...crumbs];
  return (
    <nav className="breadcrumb container" aria-label={t("shell.breadcrumb")}>
      <ol>
        {trail.map((crumb, index) => (
          <li key={crumb.url}>
            {index === trail.length - 1 ? (
              <span aria-current="page">{crumb.label}</span>
            ) : (
              <Link to={crumb.url}>{crumb.label}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
