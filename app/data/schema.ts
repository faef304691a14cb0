// Table types for Kysely. One interface per table, named after it; the migrations in db/migrations create them.

export interface SiteSettingTable {
  key: string;
  /** A JSON document. */
  value: string;
}

export interface Database {
  site_setting: SiteSettingTable;
}
