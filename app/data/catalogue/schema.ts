import type { Generated } from "kysely";
import type { Flag, NullableTimestamp, Timestamp } from "#app/data/columns.ts";
import type { SyncRunStatus, SyncTrigger } from "#app/model/catalogue/sync-run.ts";

// The catalogue's tables (db/migrations): properties and projects with their texts per language, the
// property types and cities they refer to, and the counts each import keeps.

export interface PropertyTypeTable {
  web_id: number;
  show_order: number;
  for_sale: Flag;
  for_rent: Flag;
}

export interface PropertyTypeNameTable {
  web_id: number;
  language: string;
  name: string;
}

export interface CityTable {
  id: Generated<number>;
  country_id: number;
  zip: string;
  slug: string;
}

export interface CityNameTable {
  city_id: number;
  language: string;
  name: string;
}

interface AddressColumns {
  street: string | null;
  house_number: string | null;
  box_number: string | null;
  city_id: number;
  publish_address: Flag;
  latitude: number | null;
  longitude: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ProjectTable extends AddressColumns {
  id: number;
  status: string;
  goal: string | null;
  web_id: number | null;
  external_url: string | null;
  price_min: number | null;
  price_max: number | null;
}

export interface ProjectTranslationTable {
  project_id: number;
  language: string;
  name: string;
  description: string;
  details: string;
}

export interface PropertyTable extends AddressColumns {
  id: number;
  goal: string;
  status: string;
  web_id: number;
  price: number | null;
  publish_price: Flag;
  price_unit: number | null;
  marquee: number;
  epc_value: number | null;
  epc_not_applicable: Flag;
  bedrooms: number | null;
  bathrooms: number | null;
  surface_living: number | null;
  surface_ground: number | null;
  project_id: number | null;
  details: string;
  /** The languages it has a text in, one bit each (property-text.server.ts); kept by the writer. */
  text_languages: Generated<number>;
}

export interface PropertyTranslationTable {
  property_id: number;
  language: string;
  title: string;
  description: string;
  marquee_name: string | null;
  epc_label_text: string | null;
  price_unit_text: string | null;
  details: string;
}

/** How many properties have one goal, status, type and city (written by each import, read by counts). */
export interface PropertyCountTable {
  goal: string;
  status: string;
  web_id: number;
  city_id: number;
  properties: number;
}

export interface PropertyExtraTypeTable {
  property_id: number;
  web_id: number;
}

/** One CRM sync run (migration 0031, ADR 054): who started it, how it ended, what it did. */
export interface SyncRunTable {
  id: Generated<number>;
  trigger: SyncTrigger["kind"];
  staff_id: number | null;
  status: SyncRunStatus;
  started_at: Timestamp;
  ended_at: NullableTimestamp;
  pages: number | null;
  created: number | null;
  updated: number | null;
  withdrawn: number | null;
  error_count: number;
  failed_page: string | null;
  /** The first problems, one per line. */
  errors: string | null;
}

export interface CatalogueTables {
  property_type: PropertyTypeTable;
  property_type_name: PropertyTypeNameTable;
  city: CityTable;
  city_name: CityNameTable;
  project: ProjectTable;
  project_translation: ProjectTranslationTable;
  property: PropertyTable;
  property_translation: PropertyTranslationTable;
  property_extra_type: PropertyExtraTypeTable;
  property_count: PropertyCountTable;
  sync_run: SyncRunTable;
}
