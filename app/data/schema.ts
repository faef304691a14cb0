import type { ColumnType, Generated } from "kysely";

// Table types for Kysely, one interface per table created by db/migrations. Booleans read back as 0/1 on
// SQLite and as booleans on PostgreSQL, timestamps as ISO text or Date: rows are turned into domain
// objects by the mappers in app/data, never used as they come.

type Flag = ColumnType<boolean | number, boolean, boolean>;
type Timestamp = ColumnType<Date | string, Date, Date>;
type NullableTimestamp = ColumnType<Date | string | null, Date | null, Date | null>;

export interface SiteSettingTable {
  key: string;
  /** A JSON document. */
  value: string;
}

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

export interface MediaFileTable {
  id: Generated<number>;
  sha256: string;
  mime_type: string;
  bytes: number;
  width: number | null;
  height: number | null;
  created_at: Timestamp;
}

export interface CategoryTable {
  id: Generated<number>;
  parent_id: number | null;
  key: string;
  sort: number;
}

export interface CategoryNameTable {
  category_id: number;
  language: string;
  name: string;
}

export interface ArticleTable {
  id: Generated<number>;
  key: string | null;
  category_id: number;
  status: string;
  sort: number;
  image_id: number | null;
  details: string;
  published_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ArticleTranslationTable {
  article_id: number;
  language: string;
  slug: string;
  title: string;
  summary: string;
  body: string;
}

export interface MenuPageTable {
  id: Generated<number>;
  parent_id: number | null;
  name: string;
  path: string;
  status: string;
  sort: number;
  params: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PageModuleTable {
  id: Generated<number>;
  page_id: number;
  status: string;
  sort: number;
  view: string;
  relation_type: string;
  relation_id: number | null;
  settings: string;
}

export interface AttachmentTable {
  id: Generated<number>;
  property_id: number | null;
  project_id: number | null;
  article_id: number | null;
  kind: "photo" | "document" | "video" | "tour";
  position: number;
  media_file_id: number | null;
  url: string | null;
  name: string | null;
  width: number | null;
  height: number | null;
}

export interface OwnerTable {
  id: Generated<number>;
  email: string;
  username: string | null;
  password_hash: string;
  display_name: string;
  created_at: Timestamp;
  last_login_at: NullableTimestamp;
}

export interface OwnerPropertyTable {
  owner_id: number;
  property_id: number;
}

export interface PageViewTable {
  id: Generated<number>;
  property_id: number;
  viewed_at: Timestamp;
  source: string;
}

interface HistoryColumns {
  id: Generated<number>;
  property_id: number;
  type: string;
  contact: string;
  subject: string;
  comment: string;
  status: string;
  source: string;
}

export interface CommunicationTable extends HistoryColumns {
  occurred_at: Timestamp;
}

export interface OnlineMediumTable extends HistoryColumns {
  published_at: Timestamp;
}

export interface CalendarVisitTable extends HistoryColumns {
  starts_at: Timestamp;
}

export interface Database {
  site_setting: SiteSettingTable;
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
  media_file: MediaFileTable;
  category: CategoryTable;
  category_name: CategoryNameTable;
  article: ArticleTable;
  article_translation: ArticleTranslationTable;
  menu_page: MenuPageTable;
  page_module: PageModuleTable;
  attachment: AttachmentTable;
  owner: OwnerTable;
  owner_property: OwnerPropertyTable;
  page_view: PageViewTable;
  communication: CommunicationTable;
  online_medium: OnlineMediumTable;
  calendar_visit: CalendarVisitTable;
}
