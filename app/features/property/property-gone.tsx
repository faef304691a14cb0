import { useTranslation } from "react-i18next";
import { StatusMessage } from "#app/components/ui/status-message.tsx";
import { useLanguage } from "#app/i18n/use-language.ts";
import { pageUrl } from "#app/routing/route-table.ts";

// docs/requirements.md §8 "the requested property does not exist or is sold": the 404 of a withdrawn or unknown
// property, with the ways on (the route adds similar offers below it).
export function PropertyGone() {
  const { t } = useTranslation(["property", "common"]);
  const language = useLanguage();
  return (
    <StatusMessage
      code="404"
      heading={t("similar.goneHeading")}
      text={t("similar.goneText")}
      action={
        <div className="property-gone__links">
          <a className="button" href={pageUrl("forSale", language)}>
            {t("common:offer.forSale")}
          </a>
          <a className="button button--outline" href={pageUrl("forRent", language)}>
            {t("common:offer.forRent")}
          </a>
          <a className="button button--outline" href={pageUrl("home", language)}>
            {t("common:notFound.backHome")}
          </a>
        </div>
      }
    />
  );
}
