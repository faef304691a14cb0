import { isVisible } from "./listing-status.ts";
import { publishedPrice } from "./publication.ts";
import { postalRanges, regionOfPostalCode } from "./region.ts";

// docs/requirements.md §12 "similar properties": up to 4 offers of the same goal and type, in the same region (docs/requirements.md §5
// postal regions; Luxembourg and any other country as a whole), priced within about 20 %. Only what
// visitors may see leads the choice: a hidden price (PublishPrice false) or the price of a property that
// has left the site is never used, or the prices of the offers shown would hint at it; bedrooms
// (within one) stand in for it. Offers with a hidden price are left out of a price match for the same
// reason: being picked would tell that their price is near the one shown.

export const similarLimit = 4;
/** How far a similar offer's price may be from the property's, as a share of it. */
export const priceTolerance = 0.2;
const belgium = 10;

export interface SimilarReference {
  id: number;
  goal: "sale" | "rent";
  status: string;
  webId: number;
  zip: string;
  countryId: number;
  price: number | null;
  publishPrice: boolean;
  bedrooms: number | null;
}

export interface SimilarCriteria {
  goal: "sale" | "rent";
  webId: number;
  excludeId: number;
  countryId: number;
  /** Postal codes from and to (four digits, included), any of them; none: the whole country. */
  zipRanges: [string, string][];
  /** Public prices only, from and to included; the nearest to `around` first. */
  price?: { around: number; min: number; max: number } | undefined;
  bedrooms?: { min: number; max: number } | undefined;
}

export function similarCriteria(reference: SimilarReference): SimilarCriteria {
  const region = reference.countryId === belgium ? regionOfPostalCode(reference.zip) : undefined;
  const zipRanges = postalRanges
    .filter(([, , r]) => r === region)
    .map(([from, to]): [string, string] => [String(from), String(to)]);
  const price = isVisible(reference.status)
    ? publishedPrice(reference.price, reference.publishPrice)
    : null;
  const criteria: SimilarCriteria = {
    goal: reference.goal,
    webId: reference.webId,
    excludeId: reference.id,
    countryId: reference.countryId,
    zipRanges,
  };
  if (price !== null && price > 0)
    return {
      ...criteria,
      price: {
        around: Math.round(price),
        min: Math.floor(price * (1 - priceTolerance)),
        max: Math.ceil(price * (1 + priceTolerance)),
      },
    };
  if (reference.bedrooms !== null)
    return {
      ...criteria,
      bedrooms: { min: Math.max(0, reference.bedrooms - 1), max: reference.bedrooms + 1 },
    };
  return criteria;
}
