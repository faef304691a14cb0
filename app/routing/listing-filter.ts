import { z } from "zod";
import type { ListingFilter } from "#app/model/catalogue/listing-filter.ts";

// spec §2: "Listing routes accept the query parameters city={city}|{zip} and type={typeId}". A value
// that cannot be read is dropped with a notice (product rule: bad input changes nothing).

const city = z
  .string()
  .trim()
  .min(1)
  .max(80)
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} '’.-]*$/u);
const type = z.coerce.number().int().positive().max(999_999);

export function parseListingFilter(params: URLSearchParams): {
  filter: ListingFilter;
  invalid: boolean;
} {
  const filter: ListingFilter = {};
  let invalid = false;
  const rawCity = params.get("city");
  if (rawCity !== null && rawCity.trim() !== "") {
    const parsed = city.safeParse(rawCity);
    if (parsed.success) filter.city = parsed.data;
    else invalid = true;
  }
  const rawType = params.get("type");
  if (rawType !== null && rawType !== "") {
    const parsed = type.safeParse(rawType);
    if (parsed.success) filter.type = parsed.data;
    else invalid = true;
  }
  return { filter, invalid };
}
