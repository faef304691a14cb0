import { useTranslation } from "react-i18next";
import type { ShellView } from "../../config/shell-view.ts";
import type { Language } from "../../i18n/languages.ts";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";
import { TopBar } from "./top-bar.tsx";

export interface ShellProps {
  language: Language;
  languageNames: Record<Language, string>;
  enabledLanguages: Language[];
  siteName: string;
  shell: ShellView;
  year: number;
  children: React.ReactNode;
}

export function SiteShell({
  language,
  languageNames,
  enabledLanguages,
  siteName,
  shell,
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
        topBar={shell.topBar ? <TopBar topBar={shell.topBar} /> : null}
      />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter footer={shell.footer} siteName={siteName} year={year} />
    </>
  );
}
