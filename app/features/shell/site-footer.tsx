import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { ConfigLink } from "#app/components/ui/config-link.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { ResponsivePhoto } from "#app/components/ui/responsive-photo.tsx";
import { useLanguage } from "#app/i18n/use-language.ts";
import type { ShellView } from "#app/model/config/shell-view.ts";
import { pageUrl } from "#app/routing/route-table.ts";

/** docs/requirements.md §2 Footer: configured columns (title, intro, text, images, links; width out of 12) and the copyright line. */
export function SiteFooter({
  footer,
  siteName,
  year,
  onCookieSettings,
}: {
  footer: ShellView["footer"];
  siteName: string;
  year: number;
  onCookieSettings(): void;
}) {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      {footer.columns.length > 0 ? (
        <div className="container site-footer__columns">
          {footer.columns.map((column, index) => (
            <section
              // Columns have no identity of their own besides their place.
              // biome-ignore lint/suspicious/noArrayIndexKey: the configured order is the identity
              key={index}
              className={`site-footer__column span-${column.width}`}
              aria-label={column.title ?? siteName}
            >
              {column.title ? <h2 className="site-footer__title">{column.title}</h2> : null}
              {column.intro ? <p>{column.intro}</p> : null}
              {column.text ? <p>{column.text}</p> : null}
              {column.images.length > 0 ? (
                <ul className="site-footer__images">
                  {column.images.map((image) => (
                    <li key={image.key}>
                      <ResponsivePhoto photo={image} alt={image.alt} sizes="10rem" />
                    </li>
                  ))}
                </ul>
              ) : null}
              {column.links.length > 0 ? (
                <ul className="site-footer__links">
                  {column.links.map((link) => (
                    <li key={link.href}>
                      <ConfigLink link={link} />
                    </li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
        </div>
      ) : null}
      <NewsletterInvite />
      <div className="container site-footer__bottom">
        {footer.social.length > 0 ? (
          <ul className="site-footer__social" aria-label={t("shell.social.list")}>
            {footer.social.map((link) => (
              <li key={link.icon}>
                {/* The icon alone is seen; its name is heard (WCAG 1.1.1, 2.4.4). */}
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t("shell.social.link", { name: siteName, network: link.network })}
                >
                  <Icon name={link.icon} />
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        <p>{t("shell.copyright", { year, name: footer.copyright || siteName })}</p>
        {/* Without JavaScript, ?setcookies clears the choice and the dialog asks again (docs/requirements.md §2). */}
        <a
          href="?setcookies"
          className="site-footer__consent"
          aria-haspopup="dialog"
          onClick={(event) => {
            event.preventDefault();
            onCookieSettings();
          }}
        >
          {t("consent.settings")}
        </a>
      </div>
    </footer>
  );
}

/**
 * The way to the newsletter (docs/requirements.md §14): the address, then its page, where the consent and the spam
 * check come with the sign-up (a GET form: it works without JavaScript and costs the footer nothing).
 */
function NewsletterInvite() {
  const { t } = useTranslation();
  const language = useLanguage();
  const signup = pageUrl("newsletterSignup", language);
  // On the newsletter's own page, its form is the page.
  if (useLocation().pathname === signup) return null;
  return (
    <section className="container site-footer__newsletter" aria-labelledby="footer-newsletter">
      <div>
        <h2 id="footer-newsletter" className="site-footer__title">
          {t("shell.newsletter.title")}
        </h2>
        <p>{t("shell.newsletter.intro")}</p>
      </div>
      <form method="get" action={signup} className="site-footer__signup">
        <label htmlFor="footer-newsletter-email">{t("shell.newsletter.email")}</label>
        <input id="footer-newsletter-email" name="email" type="email" autoComplete="email" />
        <button type="submit" className="button button--accent">
          {t("shell.newsletter.send")}
        </button>
      </form>
    </section>
  );
}
