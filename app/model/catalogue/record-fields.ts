import { localizedDetailKeys } from "./property-details.ts";
import type { ProjectRecord, PropertyRecord, PropertyTypeRecord } from "./snapshot-schema.ts";

// Which snapshot fields are texts of one language and which hold for the entity in every language.
// The neutral ones must agree between the language records of one ID.

export const propertyTextFields = [
  "language",
  "TypeDescription",
  "MainTypeName",
  "Description",
  "PriceUnitText",
  "MarqueeName",
  "EPCLabelText",
  "City",
  "CountryName",
  ...localizedDetailKeys,
] as const satisfies readonly (keyof PropertyRecord)[];

export const projectTextFields = [
  "language",
  "Name",
  "Description",
  "City",
  "CountryName",
] as const satisfies readonly (keyof ProjectRecord)[];

export const typeTextFields = [
  "language",
  "Name",
] as const satisfies readonly (keyof PropertyTypeRecord)[];

/** The record without its texts: what every language record of the entity must share. */
export function neutralPart<R extends object>(
  record: R,
  textFields: readonly string[],
): Partial<R> {
  return Object.fromEntries(
    Object.entries(record).filter(([key]) => !textFields.includes(key)),
  ) as Partial<R>;
}
