import { slugify } from "#app/domain/slug.ts";
import type { Address, PlaceText } from "./entities.ts";

/** Where a project or property is: its address and the city's name in each of its languages. */
export interface Place {
  address: Address;
  texts: Partial<Record<string, PlaceText>>;
}

/** A city as the catalogue keeps it, with its name in each language (city_name). */
export interface City {
  countryId: number;
  zip: string;
  slug: string;
  names: Record<string, string>;
}

/**
 * The city of a place: its country, postal code and locality (the French name's slug, else the first
 * one given), since several localities can share one postal code in Belgium. `key` names it.
 */
export function cityOf({ address, texts }: Place): City & { key: string } {
  const names = Object.fromEntries(
    Object.entries(texts).flatMap(([language, text]) =>
      text?.city ? [[language, text.city]] : [],
    ),
  );
  const reference = names.fr ?? Object.values(names)[0];
  const slug = slugify(reference ?? address.zip) || address.zip;
  return {
    countryId: address.countryId,
    zip: address.zip,
    slug,
    names,
    key: `${address.countryId}/${address.zip}/${slug}`,
  };
}
