import type { Migration } from "kysely/migration";
import * as siteSetting from "./0001-site-setting.ts";

// Every migration in order; names sort in the order they must run. The same list serves SQLite and PostgreSQL.
export const migrations: Record<string, Migration> = {
  "0001-site-setting": siteSetting,
};
