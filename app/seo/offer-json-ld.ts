import { type PriceInput, priceDisplay, priceUnitFrom } from "#app/domain/price.ts";
import type { PropertyPage } from "#app/model/catalogue/property-page.ts";

// docs/requirements.md §13 structured data: a property's schema.org Offer. Its price and currency only when the agency
// publishes the price (a hidden one is absent, never a number: PRODUCT.md), per month for a rental,
// "from" (PriceUnit 7, docs/requirements.md §3) as a minimum price.

const availability: Record<PropertyPage["status"], string> = {
  available: "https://schema.org/InStock",
  // An option is taken but may still fall through: limited, not gone.
  option: "https://schema.org/LimitedAvailability",
  sold: "https://schema.org/SoldOut",
  rented: "https://schema.org/SoldOut",
};

const businessFunction = {
  sale: "http://purl.org/goodrelations/v1#Sell",
  rent: "http://purl.org/goodrelations/v1#LeaseOut",
};

export function offerJsonLd(property: PriceInput & Pick<PropertyPage, "status">, url: string) {
  const { price, priceUnit, goal, status } = property;
  const shown = priceDisplay(property);
  const from = priceUnit === priceUnitFrom;
  return {
    "@type": "Offer",
    url,
    availability: availability[status],
    businessFunction: businessFunction[goal],
    ...(shown.kind === "amount" && price !== null
      ? {
          price,
          priceCurrency: "EUR",
          ...(goal === "rent" || from
            ? {
                priceSpecification: {
                  "@type": goal === "rent" ? "UnitPriceSpecification" : "PriceSpecification",
                  ...(from ? { minPrice: price } : { price }),
                  priceCurrency: "EUR",
                  // UN/CEFACT code for a month.
                  ...(goal === "rent" ? { unitCode: "MON" } : {}),
                },
              }
            : {}),
        }
      : {}),
  };
}
