import { useTranslation } from "react-i18next";
import { useMatches } from "react-router";
import { LanguageFlag } from "#app/components/ui/language-flag.tsx";
import type { Language } from "#app/i18n/languages.ts";
import { alternateUrls } from "#app/seo/alternates.ts";

interface LanguageSwitcherProps {
  current: Language;
  names: Record<Language, string>;
  languages: Language[];
  /** docs/requirements.md §2: the switcher shows codes or flags, per configuration. */
  display: "code" | "flag";
}

/** Links to the same page in each language (or that language's home when the page has none). */
export function LanguageSwitcher({ current, names, languages, display }: LanguageSwitcherProps) {
  const { t } = useTranslation();
  const matches = useMatches();
  const urls = alternateUrls(matches);
  return (
    <nav className="language-switcher" aria-label={t("shell.languages")}>
      <ul>
        {languages.map((language) => (
          <li key={language}>
            <a
              href={urls[language]}
              hrefLang={language}
              lang={language}
              aria-current={language === current ? "page" : undefined}
            >
              {/* A visible code stays part of the name (WCAG 2.5.3); the full name follows for screen readers. */}
              {display === "flag" ? <LanguageFlag language={language} /> : language.toUpperCase()}
              <span className="visually-hidden"> {names[language]}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
