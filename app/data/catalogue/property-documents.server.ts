import type { Kysely } from "kysely";
import type { Database } from "#app/data/schema.ts";
import { fileUrl, mediaKey } from "#app/model/media/image-variants.ts";

/** A property's stored documents (the CRM's `Documents`), in their order, with their download path. */
export async function propertyDocuments(
  db: Kysely<Database>,
  propertyId: number,
): Promise<{ name: string; path: string }[]> {
  const rows = await db
    .selectFrom("attachment as a")
    .innerJoin("media_file as m", "m.id", "a.media_file_id")
    .select(["a.name", "m.id", "m.sha256"])
    .where("a.property_id", "=", propertyId)
    .where("a.kind", "=", "document")
    .orderBy("a.position")
    .execute();
  return rows.map((row) => {
    const name = row.name ?? `${row.id}.pdf`;
    return { name, path: fileUrl(mediaKey(row.id, row.sha256), name) };
  });
}

/** Whether this address asked for this property's documents since `since` (docs/requirements.md §8 "already requested"). */
export async function documentsRequestedSince(
  db: Kysely<Database>,
  { propertyId, email, since }: { propertyId: number; email: string; since: Date },
): Promise<boolean> {
  const leads = await db
    .selectFrom("lead")
    .select("fields")
    .where("form", "=", "document-request")
    .where("property_id", "=", propertyId)
    .where("created_at", ">=", since)
    .execute();
  const wanted = email.toLowerCase();
  return leads.some((lead) => String(JSON.parse(lead.fields).email).toLowerCase() === wanted);
}
