import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PriceText } from "#app/components/ui/price-text.tsx";
import { type PhotoPriority, ResponsivePhoto } from "#app/components/ui/responsive-photo.tsx";
import { useRibbon } from "#app/components/ui/use-ribbon.ts";
import { formatNumber } from "#app/domain/numbers.ts";
import { useLanguage } from "#app/i18n/use-language.ts";
import type { PropertyCard as Card } from "#app/model/catalogue/property-card.ts";
import { propertyUrl } from "#app/routing/listing-urls.ts";

const cardSizes = "(min-width: 1280px) 300px, (min-width: 600px) 50vw, 100vw";

/** A property in a list: photo with its ribbon, price, title, city and key facts. */
export function PropertyCard({
  card,
  priority,
  href,
}: {
  card: Card;
  priority?: PhotoPriority;
  /** The link, when it carries more than the property's URL (the list it was found in). */
  href?: string | undefined;
}) {
  const { t } = useTranslation(["listings", "common"]);
  const language = useLanguage();
  const ribbon = useRibbon(card.status, card.marqueeName);
  return (
    <article className="property-card">
      <div className="property-card__media">
        {card.photo ? (
          <ResponsivePhoto photo={card.photo} alt="" sizes={cardSizes} priority={priority} />
        ) : (
          <div className="property-card__no-photo">{t("listing.noPhoto")}</div>
        )}
        {ribbon ? (
          <p
            className={
              card.status === "sold" || card.status === "rented"
                ? "property-card__ribbon property-card__ribbon--closed"
                : "property-card__ribbon"
            }
          >
            {ribbon}
          </p>
        ) : null}
      </div>
      <div className="property-card__body">
        <p className="property-card__price">
          <PriceText price={card} />
        </p>
        <h3 className="property-card__title">
          {/* The link covers the whole card (CSS), the title alone names it. */}
          <Link className="property-card__link" to={href ?? propertyUrl(card, language)}>
            {card.title}
          </Link>
        </h3>
        <p className="property-card__city">
          {card.city} · {t(card.goal === "sale" ? "common:offer.forSale" : "common:offer.forRent")}
        </p>
        {card.bedrooms || card.surface ? (
          <ul className="property-card__facts">
            {card.bedrooms ? <li>{t("common:offer.bedrooms", { count: card.bedrooms })}</li> : null}
            {card.surface ? (
              <li>{t("common:offer.surface", { value: formatNumber(card.surface) })}</li>
            ) : null}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
