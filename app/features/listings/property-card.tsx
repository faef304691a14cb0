import { useTranslation } from "react-i18next";
import type { PropertyCard as Card } from "../../catalogue/property-card.ts";
import { ResponsivePhoto } from "../../components/ui/responsive-photo.tsx";
import { priceDisplay } from "../../domain/price.ts";

const cardSizes = "(min-width: 1280px) 300px, (min-width: 600px) 50vw, 100vw";

/** A property in a list: photo with its ribbon, price, title, city and key facts. */
export function PropertyCard({ card }: { card: Card }) {
  const { t } = useTranslation();
  const price = priceDisplay(card);
  const ribbon =
    card.status === "available" ? card.marqueeName : t(`listing.status.${card.status}`);
  return (
    <article className="property-card">
      <div className="property-card__media">
        {card.photo ? (
          <ResponsivePhoto photo={card.photo} alt="" sizes={cardSizes} />
        ) : (
          <div className="property-card__no-photo">{t("listing.noPhoto")}</div>
        )}
        {ribbon ? <p className="property-card__ribbon">{ribbon}</p> : null}
      </div>
      <div className="property-card__body">
        <p className="property-card__price">
          {price.kind === "onRequest" ? (
            t("listing.onRequest")
          ) : (
            <>
              {price.from ? (
                <span className="property-card__from">{t("listing.from")} </span>
              ) : null}
              {price.text}
              {price.perMonth ? (
                <span className="property-card__unit">{t("listing.perMonth")}</span>
              ) : null}
            </>
          )}
        </p>
        <h3 className="property-card__title">{card.title}</h3>
        <p className="property-card__city">
          {card.city} · {t(card.goal === "sale" ? "listing.forSale" : "listing.forRent")}
        </p>
        {card.bedrooms || card.surface ? (
          <ul className="property-card__facts">
            {card.bedrooms ? <li>{t("listing.bedrooms", { count: card.bedrooms })}</li> : null}
            {card.surface ? <li>{t("listing.surface", { value: card.surface })}</li> : null}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
