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

  it("prepares a query once while it stays among the recent ones, with its own values each run", async () => {
    const sqlite = new DatabaseSync(":memory:");
    const prepared: string[] = [];
    const prepare = sqlite.prepare.bind(sqlite);
    sqlite.prepare = (text: string) => {
      prepared.push(text);
      return prepare(text);
    };
    const small = new Kysely<Db>({
      dialect: new SqliteDialect({ database: kyselySqliteDatabase(sqlite, 2) }),
    });
    try {
      await sql`create table item (id integer primary key, name text not null, active integer not null, seen_at text)`.execute(
        small,
      );
      for (const name of ["Villa", "Loft", "Studio"])
        await small.insertInto("item").values({ name, active: true, seen_at: null }).execute();
      const named = (name: string) =>
        small.selectFrom("item").select("id").where("name", "=", name).executeTakeFirst();
      expect([await named("Loft"), await named("Studio"), await named("Nope")]).toEqual([
        { id: 2 },
        { id: 3 },
        undefined,
      ]);
      const selects = () => prepared.filter((text) => text.startsWith("select")).length;
      expect(selects()).toBe(1);
      // Two other queries push it out of a cache of two: it is prepared again, and still right.
      await small.selectFrom("item").select("name").execute();
      await small.selectFrom("item").select("active").execute();
      expect(await named("Villa")).toEqual({ id: 1 });
      expect(selects()).toBe(4);
    } finally {
      await small.destroy();
    }
  });
});
