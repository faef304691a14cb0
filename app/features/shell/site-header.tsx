import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useScrolledPast } from "../../components/ui/use-scrolled-past.ts";
import type { Language } from "../../i18n/languages.ts";
import { pageUrl } from "../../routing/route-table.ts";
import { LanguageSwitcher } from "./language-switcher.tsx";

interface SiteHeaderProps {
  language: Language;
  languageNames: Record<Language, string>;
  enabledLanguages: Language[];
  siteName: string;
  /** The configured top link bar, drawn above the logo row inside the page header landmark. */
  topBar: React.ReactNode;
}

export function SiteHeader({
  language,
  languageNames,
  enabledLanguages,
  siteName,
  topBar,
}: SiteHeaderProps) {
  const { t } = useTranslation();
  // spec §2 Header: compact once the page is scrolled past 30 px.
  const scrolled = useScrolledPast(30);
  return (
    <header className="site-header" data-scrolled={scrolled}>
      {topBar}
      <div className="container site-header__inner">
        <Link className="site-header__brand" to={pageUrl("home", language)}>
          <span className="visually-hidden">{t("shell.home")}: </span>
          {siteName}
        </Link>
        {/* spec §2: the switcher shows only when more than one language is in use. */}
        {enabledLanguages.length > 1 ? (
          <LanguageSwitcher current={language} names={languageNames} languages={enabledLanguages} />
        ) : null}
      </div>
    </header>
  );
}
