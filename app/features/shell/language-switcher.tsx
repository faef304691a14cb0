import { useTranslation } from "react-i18next";
import { useMatches } from "react-router";
import type { Language } from "../../i18n/languages.ts";
import { alternateUrls } from "../../routing/alternates.ts";

interface LanguageSwitcherProps {
  current: Language;
  names: Record<Language, string>;
  languages: Language[];
}

/** Links to the same page in each language (or that language's home when the page has none). */
export function LanguageSwitcher({ current, names, languages }: LanguageSwitcherProps) {
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
              {/* The visible code stays part of the name (WCAG 2.5.3); the full name follows for screen readers. */}
              {language.toUpperCase()}
              <span className="visually-hidden"> {names[language]}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
