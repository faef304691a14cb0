import type { Expression, ExpressionBuilder, Kysely } from "kysely";
import { containsText } from "#app/data/admin/text-match.server.ts";
import { ownedPropertyIds } from "#app/data/owners/owner-portal.server.ts";
import { flag, optional } from "#app/data/rows.server.ts";
import type { Database } from "#app/data/schema.ts";
import type { OwnerDetail, OwnerFilter, OwnerSummary } from "#app/model/admin/owner-directory.ts";
import { deskPageSize, type ListPage } from "#app/model/admin/url-filter.ts";

// docs/requirements.md §17 "Owners": the owner accounts as the desk lists them, with what an agency
// asks of each (properties, last login, two-step login, password set), and one owner's details.

type Owners = ExpressionBuilder<Database, "owner">;

function selectOwners(db: Kysely<Database>) {
  return db.selectFrom("owner").select((eb) => [
    "owner.id",
    "owner.display_name",
    "owner.email",
    "owner.username",
    "owner.crm_id",
    "owner.language",
    "owner.last_login_at",
    "owner.disabled_at",
    "owner.created_at",
    eb("owner.password_hash", "is not", null).as("password_set"),
    eb
      .exists(
        eb
          .selectFrom("owner_second_factor as f")
          .select("f.owner_id")
          .whereRef("f.owner_id", "=", "owner.id")
          .where("f.enabled_at", "is not", null),
      )
      .as("two_step"),
    eb
      .selectFrom("owner_property as p")
      .select((p) => p.fn.countAll<number>().as("n"))
      .whereRef("p.owner_id", "=", "owner.id")
      .as("properties"),
  ]);
}

type OwnerRow = Awaited<ReturnType<ReturnType<typeof selectOwners>["executeTakeFirstOrThrow"]>>;

function summaryOf(row: OwnerRow): OwnerSummary {
  return {
    id: Number(row.id),
    name: row.display_name,
    email: row.email,
    crmId: row.crm_id === null ? undefined : Number(row.crm_id),
    properties: Number(row.properties ?? 0),
    lastLoginAt: row.last_login_at ? new Date(row.last_login_at) : undefined,
    twoStep: flag(row.two_step),
    passwordSet: flag(row.password_set),
    disabled: row.disabled_at !== null,
  };
}

function matching(filter: OwnerFilter) {
  return (eb: Owners) => {
    const conditions = [];
    if (filter.q !== undefined) {
      const columns: Expression<unknown>[] = [
        eb.ref("owner.display_name"),
        eb.ref("owner.email"),
        eb.ref("owner.username"),
      ];
      if (/^\d+$/.test(filter.q)) columns.push(eb.ref("owner.crm_id"));
      conditions.push(containsText(eb, columns, filter.q));
    }
    if (filter.never) conditions.push(eb("owner.last_login_at", "is", null));
    if (filter.nopassword) conditions.push(eb("owner.password_hash", "is", null));
    return eb.and(conditions);
  };
}

/** A page of the owners the filter keeps, by name (then id, so that pages never overlap). */
export async function listOwners(
  db: Kysely<Database>,
  filter: OwnerFilter,
): Promise<ListPage<OwnerSummary>> {
  const page = filter.page ?? 1;
  const [rows, count] = await Promise.all([
    selectOwners(db)
      .where(matching(filter))
      .orderBy("owner.display_name")
      .orderBy("owner.id")
      .limit(deskPageSize)
      .offset((page - 1) * deskPageSize)
      .execute(),
    db
      .selectFrom("owner")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where(matching(filter))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(summaryOf), total: Number(count.n), page, pageSize: deskPageSize };
}

/** One owner, disabled or not, with the ids of their properties; none when the id names nobody. */
export async function readOwnerDetail(
  db: Kysely<Database>,
  ownerId: number,
): Promise<OwnerDetail | undefined> {
  const row = await selectOwners(db).where("owner.id", "=", ownerId).executeTakeFirst();
  if (!row) return undefined;
  return {
    ...summaryOf(row),
    username: optional(row.username),
    language: optional(row.language),
    createdAt: new Date(row.created_at),
    disabledAt: row.disabled_at ? new Date(row.disabled_at) : undefined,
    propertyIds: await ownedPropertyIds(db, ownerId),
  };
}
