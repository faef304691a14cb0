import { useTranslation } from "react-i18next";
import { useLanguage } from "#app/i18n/use-language.ts";
import { pageUrl } from "#app/routing/route-table.ts";

// docs/requirements.md §2: the 404 page offers a search form. A city or postcode, then For sale or For rent: each
// button sends the form to its listing (city={city}|{zip}), without JavaScript too.
export function PropertySearch() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <search className="property-search" aria-labelledby="property-search-title">
      <form method="get" action={pageUrl("forSale", language)}>
        <h2 id="property-search-title" className="property-search__title">
          {t("notFound.searchTitle")}
        </h2>
        <label htmlFor="property-search-city">{t("notFound.cityLabel")}</label>
        <div className="property-search__row">
          <input
            id="property-search-city"
            name="city"
            type="search"
            maxLength={80}
            autoComplete="address-level2"
          />
          <button type="submit" className="button">
            {t("offer.forSale")}
          </button>
          <button
            type="submit"
            className="button button--outline"
            formAction={pageUrl("forRent", language)}
          >
            {t("offer.forRent")}
          </button>
        </div>
      </form>
    </search>
  );
}
