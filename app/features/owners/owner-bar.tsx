import { useTranslation } from "react-i18next";
import { useLanguage } from "#app/i18n/use-language.ts";
import { pageUrl } from "#app/routing/route-table.ts";

/**
 * The owner area's own bar: who is logged in, the way to the login's security, and the logout (a POST,
 * so that no link logs out).
 */
export function OwnerBar({ name }: { name: string }) {
  const { t } = useTranslation("owners");
  const language = useLanguage();
  return (
    <div className="owner-bar">
      <div className="container owner-bar__inner">
        <p className="owner-bar__greeting">{t("portal.greeting", { name })}</p>
        <div className="owner-bar__actions">
          <a href={pageUrl("ownerSecurity", language)}>{t("secondFactor.link")}</a>
          <form method="post" action="/logout">
            <input type="hidden" name="language" value={language} />
            <button type="submit" className="button button--outline">
              {t("portal.logout")}
            </button>
          </form>
        </div>
      </div>
    </div>
  );
}
