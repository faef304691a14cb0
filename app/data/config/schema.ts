// The site's settings (db/migrations): one JSON document per key, validated by app/model/config.

export interface SiteSettingTable {
  key: string;
  /** A JSON document. */
  value: string;
}

export interface ConfigTables {
  site_setting: SiteSettingTable;
}
