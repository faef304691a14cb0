import type { z } from "zod";
import type { Language } from "#app/i18n/languages.ts";
import type { LocalizedDetails, NeutralDetails } from "./property-details.ts";
import type { documentSchema, pictureSchema } from "./snapshot-schema.ts";

// The catalogue as the site stores it: one entity per ID with its texts per language. The snapshot's
// per-language records are grouped into these (group-records.ts) and produced back from them (export).

export type Picture = z.infer<typeof pictureSchema>;
export type DocumentLink = z.infer<typeof documentSchema>;

export interface Address {
  publishAddress: boolean;
  street?: string | undefined;
  houseNumber?: string | undefined;
  boxNumber?: string | undefined;
  zip: string;
  countryId: 10 | 50;
  latitude?: number | undefined;
  longitude?: number | undefined;
}

export interface Media {
  /** Photos in display order; the first is the main picture. */
  pictures: Picture[];
  documents: DocumentLink[];
  videos: string[];
  virtualTour?: string | undefined;
}

export interface PlaceText {
  city: string;
  countryName?: string | undefined;
}

export interface PropertyText extends PlaceText {
  title: string;
  description: string;
  mainTypeName?: string | undefined;
  marqueeName?: string | undefined;
  epcLabelText?: string | undefined;
  priceUnitText?: string | undefined;
  details: LocalizedDetails;
}

export interface PropertyEntity {
  id: number;
  goal: "sale" | "rent";
  status: "available" | "option" | "sold" | "rented" | "withdrawn";
  webId: number;
  extraWebIds: number[];
  price: number | null;
  publishPrice: boolean;
  priceUnit: number | null;
  marquee: number;
  epcValue: number | null;
  epcNotApplicable: boolean;
  bedrooms?: number | undefined;
  bathrooms?: number | undefined;
  surfaceLiving?: number | undefined;
  surfaceGround?: number | undefined;
  projectId?: number | undefined;
  address: Address;
  media: Media;
  details: NeutralDetails;
  createdAt?: string | undefined;
  updatedAt?: string | undefined;
  texts: Partial<Record<Language, PropertyText>>;
}

export interface ProjectText extends PlaceText {
  name: string;
  description: string;
}

export interface ProjectEntity {
  id: number;
  status: "available" | "withdrawn";
  goal?: "sale" | "rent" | undefined;
  webId?: number | undefined;
  externalUrl?: string | undefined;
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  address: Address;
  media: Media;
  createdAt?: string | undefined;
  updatedAt?: string | undefined;
  texts: Partial<Record<Language, ProjectText>>;
}

export interface PropertyTypeEntity {
  webId: number;
  showOrder: number;
  forSale: boolean;
  forRent: boolean;
  names: Partial<Record<Language, string>>;
}

export interface Catalogue {
  propertyTypes: PropertyTypeEntity[];
  projects: ProjectEntity[];
  properties: PropertyEntity[];
}
