import * as z from "zod/mini";

// docs/requirements.md §17: the desk's lists keep their filters in the URL (shareable, the back button
// works). A value that does not fit its field is left out, so a bad link shows the list unfiltered by
// it rather than an error (the engineering guide: a bad filter value is ignored, never a 500).

/** The desk's pages show this many rows. */
export const deskPageSize = 50;

export const pageNumberSchema = z.coerce
  .number()
  .check(z.int(), z.minimum(1), z.maximum(1_000_000));

/** A row's id in a desk URL (`/admin/owners/12/`): a positive integer the database's `integer` holds. */
export function readDeskId(value: string | undefined): number | undefined {
  if (value === undefined || !/^[1-9]\d{0,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : undefined;
}

/** A calendar day as a date input sends it. */
export const daySchema = z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/));

/** Each field of `shape` that the URL holds and that fits it; the others are left out. */
export function readUrlFilter<Shape extends Record<string, z.ZodMiniType>>(
  shape: Shape,
  params: URLSearchParams,
): { [K in keyof Shape]?: z.output<Shape[K]> } {
  const filter: { [K in keyof Shape]?: z.output<Shape[K]> } = {};
  for (const key of Object.keys(shape) as (keyof Shape & string)[]) {
    const value = params.get(key);
    if (value === null || value.trim() === "") continue;
    const parsed = z.safeParse(shape[key] as z.ZodMiniType, value);
    if (parsed.success) filter[key] = parsed.data as z.output<Shape[typeof key]>;
  }
  return filter;
}

/** A page of a list: its rows, how many rows the whole list has, and which page this is. */
export interface ListPage<Row> {
  rows: Row[];
  total: number;
  page: number;
  pageSize: number;
}
