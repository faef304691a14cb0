import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ResponsivePhoto } from "#app/components/ui/responsive-photo.tsx";
import { useLanguage } from "#app/i18n/use-language.ts";
import type { PropertyCard } from "#app/model/catalogue/property-card.ts";
import type { VisitCounts } from "#app/model/owners/portal-view.ts";
import { pageUrl } from "#app/routing/route-table.ts";
import { AgencyContactSection } from "./agency-contact-section.tsx";
import { VisitFigures } from "./visit-figures.tsx";

export interface OwnedPropertySummary {
  id: number;
  /** Missing when the property has no text in the page's language. */
  card: PropertyCard | undefined;
  figures: VisitCounts;
}

/** The portal's home: each of the owner's properties with its visit figures and a way to its history. */
export function OwnedProperties({
  properties,
  contact,
  propertyUrl,
}: {
  properties: OwnedPropertySummary[];
  /** The agency's contact card. */
  contact: React.ReactNode;
  /** Where a property's page is: the portal's own, unless the desk shows the portal (ADR 055). */
  propertyUrl?: ((id: number) => string) | undefined;
}) {
  const { t } = useTranslation("owners");
  const language = useLanguage();
  const urlOf =
    propertyUrl ?? ((id: number) => pageUrl("ownerProperty", language, { id: String(id) }));
  return (
    <div className="container owner-portal">
      {properties.length === 0 ? <p className="owner-section__empty">{t("portal.none")}</p> : null}
      <ul className="owner-properties">
        {properties.map(({ id, card, figures }) => {
          const headingId = `owned-${id}`;
          return (
            <li key={id} className="owner-property" aria-labelledby={headingId}>
              <div className="owner-property__media">
                {card?.photo ? (
                  <ResponsivePhoto
                    photo={card.photo}
                    alt=""
                    sizes="(min-width: 900px) 320px, 100vw"
                  />
                ) : null}
              </div>
              <div className="owner-property__body">
                <p className="owner-property__ref">
                  {t("portal.reference", { id: String(id) })}
                  {card?.city ? ` · ${card.city}` : ""}
                </p>
                <h2 id={headingId} className="owner-property__title">
                  {card?.title ?? t("portal.reference", { id: String(id) })}
                </h2>
                <h3 className="owner-property__figures-title">{t("stats.heading")}</h3>
                <VisitFigures figures={figures} />
                <Link className="button" to={urlOf(id)}>
                  {t("portal.open")}
                </Link>
              </div>
            </li>
          );
        })}
      </ul>
      {contact ? <AgencyContactSection>{contact}</AgencyContactSection> : null}
    </div>
  );
}
