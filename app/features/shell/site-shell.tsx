import { useTranslation } from "react-i18next";
import type { Language } from "../../i18n/languages.ts";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";

export interface ShellProps {
  language: Language;
  languageNames: Record<Language, string>;
  enabledLanguages: Language[];
  siteName: string;
  year: number;
  children: React.ReactNode;
}

export function SiteShell({
  language,
  languageNames,
  enabledLanguages,
  siteName,
  year,
  children,
}: ShellProps) {
  const { t } = useTranslation();
  return (
    <>
      <a className="skip-link" href="#main">
        {t("shell.skipToContent")}
      </a>
      <SiteHeader
        language={language}
        languageNames={languageNames}
        enabledLanguages={enabledLanguages}
        siteName={siteName}
      />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter siteName={siteName} year={year} />
    </>
  );
}
