import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Icon } from "#app/components/ui/icon.tsx";
import { PriceText } from "#app/components/ui/price-text.tsx";
import { useRibbon } from "#app/components/ui/use-ribbon.ts";
import { useLanguage } from "#app/i18n/use-language.ts";
import type { PropertyPage as Property } from "#app/model/catalogue/property-page.ts";
import type { AgencyContact } from "#app/model/content/module-view.ts";
import { projectUrl } from "#app/routing/listing-urls.ts";
import { PropertyDetails } from "./detail-groups.tsx";
import { PrintBrochure } from "./print-brochure.tsx";
import { PropertyContact } from "./property-contact.tsx";
import { KeyFacts } from "./property-facts.tsx";
import { PropertyGallery } from "./property-gallery.tsx";
import { PropertyPlace } from "./property-place.tsx";
import { PropertyVideos } from "./property-videos.tsx";
import { ShareLinks } from "./share-links.tsx";

// docs/requirements.md §2 Property detail, first version: photos, price, key facts with the EPC of the property's
// region (docs/requirements.md §9), description, features and a way to reach the agency. The lightbox, slideshow,
// print, the visit and question forms (composed by the route) joined it with their capabilities.
export function PropertyPage({
  property,
  agency,
  shareUrl,
  placeMap,
  enquiry,
}: {
  property: Property;
  agency?: AgencyContact | undefined;
  /** The page's canonical address, for the share links. */
  shareUrl: string;
  /** The map of its place (the listings' map, composed by the route). */
  placeMap?: ReactNode;
  /** The forms to write to the agency (docs/requirements.md §14, composed by the route). */
  enquiry?: ReactNode;
}) {
  const { t } = useTranslation(["property", "common"]);
  const language = useLanguage();
  const ribbon = useRibbon(property.status, property.marqueeName);
  return (
    <article className="property container">
      <PrintBrochure property={property} agency={agency} />
      <header className="property__head">
        <div>
          {ribbon ? <p className="property__ribbon">{ribbon}</p> : null}
          <h1 className="property__title">{property.title}</h1>
          <p className="property__place">
            <Icon name="pin" />
            <span>
              {[property.street, `${property.zip} ${property.city}`].filter(Boolean).join(", ")}
              {" · "}
              {t(property.goal === "sale" ? "common:offer.forSale" : "common:offer.forRent")}
            </span>
          </p>
          {property.location?.approximate ? (
            // The address is not public: whatever shows its position shows a point moved away from it.
            <p className="property__hint">{t("property.approximateLocation")}</p>
          ) : null}
        </div>
        <p className="property__price">
          <PriceText price={property} />
        </p>
      </header>
      {property.status === "sold" || property.status === "rented" ? (
        // docs/requirements.md §8 "the property is sold" / "the property is rented": its page stays, and says so.
        <p className="notice property__closed">{t(`similar.${property.status}`)}</p>
      ) : null}
      <PropertyGallery photos={property.photos} title={property.title} />
      <div className="property__body">
        <div className="property__main">
          <KeyFacts property={property} />
          <section className="property-section" aria-labelledby="description-title">
            <h2 id="description-title">{t("property.description")}</h2>
            {property.description.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </section>
          <PropertyVideos videos={property.videos} poster={property.photos[0]} />
          <PropertyDetails property={property} />
          <PropertyPlace property={property} map={placeMap} />
          {property.project ? (
            <p className="property__project">
              <Link to={projectUrl(property.project, language)}>
                {t("property.partOf", { name: property.project.name })}
              </Link>
            </p>
          ) : null}
          <p className="property__reference">{t("property.reference", { id: property.id })}</p>
          <ShareLinks url={shareUrl} title={property.title} />
          {enquiry}
        </div>
        {agency ? (
          <aside className="property__aside">
            <PropertyContact
              agency={agency}
              visits={property.status !== "sold" && property.status !== "rented"}
            />
          </aside>
        ) : null}
      </div>
    </article>
  );
}
