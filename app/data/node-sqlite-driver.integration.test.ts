import { DatabaseSync } from "node:sqlite";
import { type ColumnType, type Generated, Kysely, SqliteDialect, sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { kyselySqliteDatabase } from "./node-sqlite-driver.server.ts";

interface Db {
  // Written as boolean and Date, read back as SQLite stores them.
  item: {
    id: Generated<number>;
    name: string;
    active: ColumnType<number, boolean, boolean>;
    seen_at: ColumnType<string | null, Date | null, Date | null>;
  };
}

describe("node:sqlite adapter for Kysely", () => {
  const db = new Kysely<Db>({
    dialect: new SqliteDialect({ database: kyselySqliteDatabase(new DatabaseSync(":memory:")) }),
  });
  afterAll(() => db.destroy());

  it("creates, inserts with booleans and dates, and reads plain objects", async () => {
    await sql`create table item (id integer primary key, name text not null, active integer not null, seen_at text)`.execute(
      db,
    );
    const seen = new Date("2026-11-22T10:00:00.000Z");
    const insert = await db
      .insertInto("item")
      .values({ name: "Villa", active: true, seen_at: seen })
      .executeTakeFirstOrThrow();
    expect(Number(insert.insertId)).toBe(1);
    const rows = await db.selectFrom("item").selectAll().execute();
    expect(rows).toEqual([
      { id: 1, name: "Villa", active: 1, seen_at: "2026-11-22T10:00:00.000Z" },
    ]);
    expect(Object.getPrototypeOf(rows[0])).toBe(Object.prototype);
  });

  it("reports changed rows and streams results", async () => {
    const update = await db.updateTable("item").set({ name: "Villa 4 façades" }).executeTakeFirst();
    expect(Number(update.numUpdatedRows)).toBe(1);
    const streamed = [];
    for await (const row of db.selectFrom("item").select("name").stream()) streamed.push(row);
    expect(streamed).toEqual([{ name: "Villa 4 façades" }]);
  });
});
