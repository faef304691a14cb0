import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "#app/components/ui/icon.tsx";
import { mapAppUrl } from "#app/domain/map-app-link.ts";
import { countryFromId } from "#app/domain/property-types.ts";
import type { PropertyPage } from "#app/model/catalogue/property-page.ts";

type Place = Pick<PropertyPage, "street" | "zip" | "city" | "countryId" | "location">;

/**
 * docs/requirements.md §13 "Place": where the property is, from what is public only (a hidden address gives its moved
 * point and no street, ADR 012): its map (the route passes the listings' map in, `map`) and a link that
 * opens the place in the visitor's map app. Without JavaScript the link and the address remain.
 */
export function PropertyPlace({ property, map }: { property: Place; map?: ReactNode }) {
  const { t } = useTranslation("property");
  const { street, zip, city, countryId, location } = property;
  const appUrl = mapAppUrl({ street, zip, city, location, country: countryFromId(countryId) });
  return (
    <section className="property-section property-place" id="place" aria-labelledby="place-title">
      <h2 id="place-title">{t("place.title")}</h2>
      <p className="property-place__address">
        <Icon name="pin" />
        <span>{[street, `${zip} ${city}`].filter(Boolean).join(", ")}</span>
      </p>
      {location?.approximate ? (
        <p className="property-place__note">{t("place.approximate")}</p>
      ) : null}
      {location ? map : null}
      <p className="property-place__app">
        <a className="button button--outline" href={appUrl} rel="external noopener noreferrer">
          {t("place.openInApp")}
        </a>
        <span>{t("place.appHint")}</span>
      </p>
    </section>
  );
}
