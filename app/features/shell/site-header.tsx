import { useTranslation } from "react-i18next";
import { Link, NavLink } from "react-router";
import { AgencyLogo } from "#app/components/ui/agency-logo.tsx";
import { useScrolledPast } from "#app/components/ui/use-scrolled-past.ts";
import type { Language } from "#app/i18n/languages.ts";
import type { ShellView } from "#app/model/config/shell-view.ts";
import { pageUrl } from "#app/routing/route-table.ts";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { MainMenu } from "./main-menu.tsx";
import { MenuDrawer } from "./menu-drawer.tsx";
import type { MenuView } from "./menu-view.ts";
import { TopBar } from "./top-bar.tsx";

interface SiteHeaderProps {
  language: Language;
  languageNames: Record<Language, string>;
  enabledLanguages: Language[];
  siteName: string;
  logo: ShellView["logo"];
  languageDisplay: ShellView["languageDisplay"];
  menu: MenuView;
  /** Over the home banner: transparent at the top of the page (docs/requirements.md §2 Header). */
  overlay: boolean;
  /** The configured top link bar, drawn above the logo row inside the page header landmark. */
  topBar: ShellView["topBar"];
}

// docs/requirements.md §2 Header, §4: fixed and compact "once scrolled past 30 px", more than 30, not at 30.
const compact = (scrollY: number) => scrollY > 30;

export function SiteHeader(props: SiteHeaderProps) {
  const { language, siteName, logo, menu, overlay, topBar } = props;
  const { t } = useTranslation();
  // docs/requirements.md §2 Header: transparent over the banner at the top, then fixed and compact (logo 125 -> 75 px)
  // once the page is scrolled past 30 px.
  const scrolled = useScrolledPast(compact);
  // docs/requirements.md §2: the switcher shows only when more than one language is in use.
  const switcher =
    props.enabledLanguages.length > 1 ? (
      <LanguageSwitcher
        current={language}
        names={props.languageNames}
        languages={props.enabledLanguages}
        display={props.languageDisplay}
      />
    ) : null;
  return (
    <header className="site-header" data-scrolled={scrolled} data-overlay={overlay}>
      {/* On desktops the languages sit in the top bar when there is one, leaving the logo row to the
          menu (long German labels); phones and tablets find them in the drawer. */}
      {topBar ? <TopBar topBar={topBar} languages={switcher} /> : null}
      <div className="container site-header__inner">
        <Link className="site-header__brand" to={pageUrl("home", language)}>
          {logo ? (
            // The configured logo, 125 px high (75 once scrolled) as theme.css sets; its alt names the
            // agency, as the link's text would.
            <AgencyLogo className="site-header__logo" logo={logo} name={siteName} />
          ) : (
            <>
              <span className="visually-hidden">{t("shell.home")}: </span>
              {siteName}
            </>
          )}
        </Link>
        <MainMenu menu={menu} />
        <div className="site-header__tools">
          {topBar ? null : switcher}
          {menu.freeEvaluationUrl ? (
            <NavLink className="button button--accent site-header__cta" to={menu.freeEvaluationUrl}>
              {t("shell.freeEvaluation")}
            </NavLink>
          ) : null}
          <MenuDrawer menu={menu} languages={switcher} />
        </div>
      </div>
    </header>
  );
}
