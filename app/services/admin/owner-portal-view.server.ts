import type { Kysely } from "kysely";
import { readOwnerDetail } from "#app/data/owners/owner-directory.server.ts";
import { readPortalHome, readPortalProperty } from "#app/data/owners/portal-pages.server.ts";
import type { Database } from "#app/data/schema.ts";
import type { Language } from "#app/i18n/languages.ts";
import type { DeskActor } from "./desk-actor.ts";
import { auditOwnerAction } from "./owner-accounts.server.ts";

// docs/requirements.md §17 "Owners", ADR 055: "see the portal as this owner". The desk reads what the
// owner's portal pages read, for that owner, and shows it inside the desk: no owner session is made,
// nothing is written but the audit entry `owner.impersonate` of each page seen.

type Owner = { id: number; name: string };

/** The portal's home as the owner sees it; none when the id names no owner. */
export async function viewPortalAs(
  db: Kysely<Database>,
  actor: DeskActor,
  ownerId: number,
  { language, now }: { language: Language; now: Date },
) {
  const owner = await readOwnerDetail(db, ownerId);
  if (!owner) return undefined;
  const properties = await readPortalHome(db, ownerId, language, now);
  await auditOwnerAction(db, actor, "owner.impersonate", ownerId, now);
  return { owner: { id: owner.id, name: owner.name } satisfies Owner, properties };
}

/** One property's portal page as the owner sees it; none unless the owner exists and owns it. */
export async function viewPortalPropertyAs(
  db: Kysely<Database>,
  actor: DeskActor,
  { ownerId, propertyId }: { ownerId: number; propertyId: number },
  { language, now }: { language: Language; now: Date },
) {
  const owner = await readOwnerDetail(db, ownerId);
  if (!owner) return undefined;
  const property = await readPortalProperty(db, { ownerId, propertyId }, language, now);
  if (!property) return undefined;
  await auditOwnerAction(db, actor, "owner.impersonate", ownerId, now, { property: propertyId });
  return { owner: { id: owner.id, name: owner.name } satisfies Owner, property };
}
