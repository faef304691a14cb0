import { data, redirect } from "react-router";
import * as z from "zod/mini";
import type { CsvSeparator } from "#app/http/csv.ts";

// What the demand register's and the newsletter's pages share (docs/requirements.md §17): the erase of
// one entry by its id, and the query string their pager and CSV links keep.

const idSchema = z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647));

/**
 * Erases the posted entry with `erase` and answers 303 to the same list (its filters kept) saying so;
 * a malformed id is a 400, an unknown one (or another list's) a 404, and nothing changes.
 */
export async function eraseEntryAction(
  request: Request,
  url: URL,
  erase: (id: number) => Promise<boolean>,
): Promise<Response> {
  const id = z.safeParse(idSchema, (await request.formData()).get("id"));
  if (!id.success) throw data(null, { status: 400 });
  if (!(await erase(id.data))) throw data(null, { status: 404 });
  const params = new URLSearchParams(url.searchParams);
  params.set("erased", "1");
  return redirect(`${url.pathname}?${params}`, 303);
}

/** The filters as a query string for the pager and the exports: without the page and the notice. */
export function listQuery(url: URL): string {
  const params = new URLSearchParams(url.searchParams);
  params.delete("page");
  params.delete("erased");
  return params.toString();
}

/** The CSV's separator: `;` for Belgian Excel when asked (`separator=semicolon`), else `,`. */
export const separatorOf = (url: URL): CsvSeparator =>
  url.searchParams.get("separator") === "semicolon" ? ";" : ",";
