import { useTranslation } from "react-i18next";
import { useLanguage } from "#app/i18n/use-language.ts";

/** The owner area's own bar: who is logged in, and the logout (a POST, so that no link logs out). */
export function OwnerBar({ name }: { name: string }) {
  const { t } = useTranslation("owners");
  const language = useLanguage();
  return (
    <div className="owner-bar">
      <div className="container owner-bar__inner">
        <p className="owner-bar__greeting">{t("portal.greeting", { name })}</p>
        <form method="post" action="/logout">
          <input type="hidden" name="language" value={language} />
          <button type="submit" className="button button--outline">
            {t("portal.logout")}
          </button>
        </form>
      </div>
    </div>
  );
}
