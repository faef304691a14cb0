import { formatEuro, priceDisplay } from "#app/domain/price.ts";
import type { CommonMessages } from "#app/locales/en/common.ts";
import type { ProjectPage } from "#app/model/catalogue/project-page.ts";
import type { PropertyCard } from "#app/model/catalogue/property-card.ts";
import { variantUrl } from "#app/model/media/image-variants.ts";
import type { MailProperty } from "./mail-view.ts";

/**
 * A property as a lead mail shows it (docs/requirements.md §14): its photo, title and town, its price as the site
 * shows it (none when the agency hides it: the card never carries a hidden price) and its page.
 */
interface Shown {
  url: string;
  origin: string;
  offer: CommonMessages["offer"];
}

export function mailProperty(card: PropertyCard, { url, origin, offer }: Shown): MailProperty {
  const price = priceDisplay(card);
  return {
    title: card.city ? `${card.title}, ${card.city}` : card.title,
    price:
      price.kind === "amount"
        ? `${price.from ? `${offer.from} ` : ""}${price.text}${price.perMonth ? offer.perMonth : ""}`
        : undefined,
    url: `${origin}${url}`,
    photoUrl: card.photo ? `${origin}${variantUrl(card.photo.key, 600, "jpg")}` : undefined,
  };
}

/** A new-build project as a lead mail shows it: its first photo, name and town, its "from" price. */
export function mailProject(project: ProjectPage, { url, origin, offer }: Shown): MailProperty {
  const [photo] = project.photos;
  return {
    title: `${project.name}, ${project.city}`,
    price: project.priceMin ? `${offer.from} ${formatEuro(project.priceMin)}` : undefined,
    url: `${origin}${url}`,
    photoUrl: photo ? `${origin}${variantUrl(photo.key, 600, "jpg")}` : undefined,
  };
}
