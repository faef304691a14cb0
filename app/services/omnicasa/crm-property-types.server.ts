import type { Kysely } from "kysely";
import { storeCrmPropertyTypes } from "#app/data/catalogue/crm-property-types.server.ts";
import type { Database } from "#app/data/schema.ts";
import type { OmnicasaAccess } from "#app/services/env.server.ts";
import type { CrmPropertyType } from "./answer-schema.ts";
import { type FetchPolicy, fetchPages, SyncFetchError } from "./omnicasa-client.server.ts";
import { parseTypeListPage } from "./read-feed.server.ts";

// ADR 066: a full sync also asks for the CRM's property types (GetTypeOfPropertyList, fw4-bvba/omnicasa-api
// Request/General/GetTypeOfPropertyListRequest.php:8-22), so that a demand sends the CRM's own type ids
// (issue 28 "The Omnicasa mapping"). The list is not the catalogue: a CRM that cannot give it fails
// nothing, and the ids stored by an earlier run stay (a warning says why).

const endpoint = "GetTypeOfPropertyList";

/** Fetches and stores the CRM's types; answers a warning, in words, when the list could not be had. */
export async function refreshCrmPropertyTypes(
  db: Kysely<Database>,
  access: OmnicasaAccess,
  policy: FetchPolicy,
  now: Date,
): Promise<string | undefined> {
  let pages: { types: CrmPropertyType[] }[];
  try {
    pages = await fetchPages(
      access,
      endpoint,
      {},
      policy,
      (rows) => `${endpoint} rows ${rows}`,
      parseTypeListPage,
      (page) => page,
    );
  } catch (error) {
    const kept =
      "the type ids of an earlier sync are kept (without any, a demand's types go as WebIDs)";
    // A stop (the server going down) ends the run with its catalogue stored, as if the list had not come.
    if (policy.signal?.aborted)
      return `${endpoint}: not asked to the end, the sync was stopped: ${kept}`;
    if (!(error instanceof SyncFetchError)) throw error;
    return `${error.message}: ${kept}`;
  }
  await storeCrmPropertyTypes(
    db,
    pages.flatMap((page) => page.types),
    now,
  );
  return undefined;
}
