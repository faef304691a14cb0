import type { NeutralDetails } from "#app/model/catalogue/property-details.ts";

// docs/requirements.md §3 PublishPrice and PublishAddress, PRODUCT.md: what the CRM marks as not public never leaves
// the server. The repositories apply these rules as rows become read models, so that no page, data
// request, card or feed can carry a hidden value by accident.

/** The price a visitor may see: none when the agency does not publish it ("price on request"). */
export function publishedPrice(price: number | null, publish: boolean): number | null {
  return publish ? price : null;
}

// Fees worked out from the price (registration rights are a share of it, so are the notary's fees and
// the VAT of a new build; a rental's deposit is a number of months' rent): showing them would show the price.
const priceRevealingDetails = ["RegistrationRights", "NotaryFees", "VAT", "Deposit"] as const;

/** A property's details without those that would reveal a hidden price. */
export function publishedDetails(details: NeutralDetails, publishPrice: boolean): NeutralDetails {
  if (publishPrice) return details;
  const shown = { ...details };
  for (const key of priceRevealingDetails) delete shown[key];
  return shown;
}

/** Street and number, only when the agency publishes the address. */
export function publishedStreet(
  street: string | null,
  houseNumber: string | null,
  publish: boolean,
): string | undefined {
  return publish ? [street, houseNumber].filter(Boolean).join(" ") || undefined : undefined;
}
