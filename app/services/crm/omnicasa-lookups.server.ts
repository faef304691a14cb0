import type { Kysely } from "kysely";
import { crmPropertyTypeIds } from "#app/data/catalogue/crm-property-types.server.ts";
import { propertyTypeNames } from "#app/data/catalogue/property-types.server.ts";
import type { Database } from "#app/data/schema.ts";
import type { OmnicasaIds } from "./omnicasa-call.server.ts";
import type { OmnicasaLookups } from "./omnicasa-target.server.ts";

/** The Omnicasa target's lookups in the catalogue; the ids come from the site configuration (`crm.omnicasa`). */
export function catalogueLookups(
  db: Kysely<Database>,
  ids: () => Promise<OmnicasaIds>,
): OmnicasaLookups {
  return {
    ids,
    async hasProperty(id) {
      const row = await db
        .selectFrom("property")
        .select("id")
        .where("id", "=", id)
        .executeTakeFirst();
      return row !== undefined;
    },
    async types(language) {
      return new Map((await propertyTypeNames(db, language)).map((t) => [t.webId, t.name]));
    },
    typeIds: () => crmPropertyTypeIds(db),
  };
}
