import type { Kysely } from "kysely";
import type { z } from "zod";
import { bumpContentVersion } from "#app/data/content/content-version.server.ts";
import type { Database } from "#app/data/schema.ts";

// Repository of the site_setting table: small JSON documents by key, validated when read.

// Every page reads the site configuration: the last parse per schema is kept while the stored text is
// the same, so a request costs one small query, not a JSON parse and a validation.
const lastParsed = new Map<z.ZodType, { text: string; value: unknown }>();

/**
 * The stored value when it exists and matches the schema; otherwise undefined (the caller's default
 * applies). The value may be shared between requests: never modify it.
 */
export async function readSetting<T>(
  db: Kysely<Database>,
  key: string,
  schema: z.ZodType<T>,
): Promise<T | undefined> {
  const row = await db
    .selectFrom("site_setting")
    .select("value")
    .where("key", "=", key)
    .executeTakeFirst();
  if (!row) return undefined;
  const cached = lastParsed.get(schema);
  if (cached?.text === row.value) return cached.value as T | undefined;
  const parsed = schema.safeParse(parseJson(row.value));
  const value = parsed.success ? parsed.data : undefined;
  lastParsed.set(schema, { text: row.value, value });
  return value;
}

/** Validates, then stores; an invalid value throws (a rejected promise) and leaves the stored one. */
export async function writeSetting<T, I>(
  db: Kysely<Database>,
  key: string,
  schema: z.ZodType<T, I>,
  value: I,
): Promise<void> {
  const json = JSON.stringify(schema.parse(value));
  await db
    .insertInto("site_setting")
    .values({ key, value: json })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value: json }))
    .execute();
  await bumpContentVersion(db);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
