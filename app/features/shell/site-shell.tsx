import { useTranslation } from "react-i18next";
import { useMatches } from "react-router";
import type { Language } from "#app/i18n/languages.ts";
import type { ShellView } from "#app/model/config/shell-view.ts";
import type { Consent } from "#app/model/consent/consent.ts";
import { ConsentDialog } from "./consent-dialog.tsx";
import type { MenuView } from "./menu-view.ts";
import { PreviewBand } from "./preview-band.tsx";
import { ScrollToTop } from "./scroll-to-top.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";
import { useConsentDialog } from "./use-consent-dialog.ts";

export interface ShellProps {
  language: Language;
  languageNames: Record<Language, string>;
  enabledLanguages: Language[];
  siteName: string;
  shell: ShellView;
  menu: MenuView;
  year: number;
  /** The stored cookie choice (docs/requirements.md §3 Consent record), null before the first one. */
  consent: Consent | null;
  /** An admin's preview of the drafts (ADR 061): the band shows. */
  preview: boolean;
  children: React.ReactNode;
}

export function SiteShell({
  language,
  languageNames,
  enabledLanguages,
  siteName,
  shell,
  menu,
  year,
  consent,
  preview,
  children,
}: ShellProps) {
  const { t } = useTranslation();
  const consentDialog = useConsentDialog(consent ?? undefined);
  const onHome = useMatches().at(-1)?.id.startsWith("home.") ?? false;
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
        logo={shell.logo}
        languageDisplay={shell.languageDisplay}
        menu={menu}
        overlay={onHome}
        topBar={shell.topBar}
      />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter
        footer={shell.footer}
        siteName={siteName}
        year={year}
        onCookieSettings={consentDialog.openSettings}
      />
      {/* Outside the footer: the footer is laid out only near the screen (content-visibility), and a
          fixed button inside it would not be drawn, nor be in the accessibility tree, elsewhere. */}
      <ScrollToTop />
      {preview ? <PreviewBand /> : null}
      {consentDialog.open ? (
        <ConsentDialog
          state={consentDialog}
          expiryDays={shell.consentDays}
          texts={shell.consentTexts}
        />
      ) : null}
    </>
  );
}
