import { useTranslation } from "react-i18next";
import { ResponsivePhoto } from "#app/components/ui/responsive-photo.tsx";
import type { ListingCardView } from "#app/model/admin/lead-page.ts";

/**
 * docs/requirements.md §17: the property or project a lead is about: photo, title, price (hidden ones
 * too, marked so), its CRM id, and its public page when visitors can see it.
 */
export function ListingCard({ card }: { card: ListingCardView }) {
  const { t } = useTranslation("adminLead");
  const headingId = `lead-${card.kind}-heading`;
  const crmId = t("listing.crmId", { id: String(card.id) });
  if (card.title === undefined)
    return (
      <section className="lead-box lead-listing" aria-labelledby={headingId}>
        <h2 id={headingId}>{t(`listing.${card.kind}`)}</h2>
        <p>{t("listing.missing", { id: crmId })}</p>
      </section>
    );
  return (
    <section className="lead-box lead-listing" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(`listing.${card.kind}`)}</h2>
      <div className="lead-listing__card">
        <div className="lead-listing__media">
          {card.photo ? (
            <ResponsivePhoto photo={card.photo} alt="" sizes="(min-width: 1024px) 10rem, 8rem" />
          ) : null}
        </div>
        <div className="lead-listing__text">
          <h3 className="lead-listing__title">
            {card.url ? <a href={card.url}>{card.title}</a> : card.title}
          </h3>
          {card.city ? <p className="lead-listing__city">{card.city}</p> : null}
          <p className="lead-listing__price">
            {card.price}
            {card.priceHidden ? (
              <span className="lead-listing__note"> ({t("listing.hiddenPrice")})</span>
            ) : null}
          </p>
          <p className="lead-listing__meta">
            {crmId}
            {card.url ? null : (
              <>
                {" · "}
                {t("listing.notOnSite", { status: card.status })}
              </>
            )}
          </p>
        </div>
      </div>
    </section>
  );
}
