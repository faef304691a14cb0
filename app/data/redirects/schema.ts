import type { Generated } from "kysely";
import type { Timestamp } from "#app/data/columns.ts";
import type { RedirectOrigin } from "#app/model/redirects/redirect-path.ts";

// The site's permanent redirects (migration 0034, ADR 057).

export interface RedirectTable {
  id: Generated<number>;
  /** Normalised (model/redirects/redirect-path.ts), unique. */
  from_path: string;
  /** A site path (normalised the same way) or an absolute http(s) URL. */
  to_path: string;
  origin: RedirectOrigin;
  /** Who added it at the desk or imported it; none for a page's slug change written without one. */
  staff_id: number | null;
  created_at: Timestamp;
}

export interface RedirectTables {
  redirect: RedirectTable;
}
