import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PriceRangeText } from "#app/components/ui/price-range-text.tsx";
import { type PhotoPriority, ResponsivePhoto } from "#app/components/ui/responsive-photo.tsx";
import { useLanguage } from "#app/i18n/use-language.ts";
import type { ProjectCard as Card } from "#app/model/catalogue/project-card.ts";
import { projectUrl } from "#app/routing/listing-urls.ts";

const cardSizes = "(min-width: 1280px) 580px, (min-width: 600px) 50vw, 100vw";

/** A project in the project list: photo, name, city, price range and how many homes are on offer. */
export function ProjectCard({ card, priority }: { card: Card; priority: PhotoPriority }) {
  const { t } = useTranslation(["property", "listings"]);
  const language = useLanguage();
  return (
    <article className="property-card project-card">
      <div className="property-card__media">
        {card.photo ? (
          <ResponsivePhoto photo={card.photo} alt="" sizes={cardSizes} priority={priority} />
        ) : (
          <div className="property-card__no-photo">{t("listings:listing.noPhoto")}</div>
        )}
        <p className="property-card__ribbon">
          {t("property.unitsOnOffer", { count: card.unitsOnOffer })}
        </p>
      </div>
      <div className="property-card__body">
        <h2 className="property-card__title project-card__title">
          {/* The link covers the whole card (CSS), the name alone names it. */}
          <Link className="property-card__link" to={projectUrl(card, language)}>
            {card.name}
          </Link>
        </h2>
        <p className="property-card__city">{card.city}</p>
        {card.priceMin ? (
          <p className="property-card__price project-card__price">
            <PriceRangeText min={card.priceMin} max={card.priceMax} />
          </p>
        ) : null}
      </div>
    </article>
  );
}
