import { z } from "zod";

// One answer of the Omnicasa JSON API as it comes over the wire (fw4-bvba/omnicasa-api ApiAdapter and
// ListResponseBuffer, modmore/Omnicasa Client): the result sits under "<Endpoint>JsonResult", with
// Success, Code and Message, and a page of a list in Value: Items, RowsCount (all rows of the query),
// From and To (the 1-based rows of this page, asked for with Limit1 and Limit2).

/** The list endpoints we read, by the key of their answer. */
export const listEndpoints = {
  GetPropertyListJsonResult: "properties",
  GetProjectListJsonResult: "projects",
} as const;

export type ListKind = (typeof listEndpoints)[keyof typeof listEndpoints];

export type OmnicasaItem = Record<string, unknown>;

const pageSchema = z.object({
  Success: z.boolean().optional(),
  Message: z.string().nullish(),
  Value: z
    .object({
      Items: z.array(z.record(z.string(), z.unknown())),
      RowsCount: z.coerce.number().int().min(0),
      From: z.coerce.number().int().optional(),
      To: z.coerce.number().int().optional(),
    })
    .nullish(),
});

export interface ListPage {
  kind: ListKind;
  items: OmnicasaItem[];
  rowsCount: number;
}

/**
 * The pages in one parsed JSON document: a single answer, or a list of answers (as recorded by
 * clients that save every page of a query in one file). Throws with a sentence saying what is wrong.
 */
export function readListPages(json: unknown): ListPage[] {
  const answers = Array.isArray(json) ? json : [json];
  if (answers.length === 0) throw new Error("an empty list, not an Omnicasa answer");
  return answers.map((answer, index) => {
    const where = Array.isArray(json) ? `answer ${index + 1}: ` : "";
    const keys = typeof answer === "object" && answer !== null ? Object.keys(answer) : [];
    const key = keys.find((k): k is keyof typeof listEndpoints => k in listEndpoints);
    if (!key) {
      throw new Error(
        `${where}not a GetPropertyList or GetProjectList answer (expected a key ${Object.keys(listEndpoints).join(" or ")}, found ${keys.join(", ") || "none"})`,
      );
    }
    const parsed = pageSchema.safeParse((answer as Record<string, unknown>)[key]);
    if (!parsed.success) throw new Error(`${where}${issueLine(key, parsed.error)}`);
    try {
      const { Items, RowsCount } = resultValue(key, parsed.data);
      return { kind: listEndpoints[key], items: Items, rowsCount: RowsCount };
    } catch (error) {
      throw new Error(`${where}${(error as Error).message}`);
    }
  });
}

const deletedSchema = z.union([
  z.array(z.coerce.number().int().positive()),
  z.object({
    Success: z.boolean().optional(),
    Message: z.string().nullish(),
    Value: z.array(z.coerce.number().int().positive()).nullish(),
  }),
]);

/**
 * The ids of a GetDeletedPropertyIDs or GetDeletedProjectIDs answer: under "<Endpoint>JsonResult", the
 * list itself or a result with Success, Message and the list in Value (fw4-bvba/omnicasa-api ApiAdapter
 * takes either). Throws with a sentence saying what is wrong.
 */
export function readDeletedIds(endpoint: string, json: unknown): number[] {
  const key = `${endpoint}JsonResult`;
  const parsed = deletedSchema.safeParse(resultUnder(endpoint, json));
  if (!parsed.success) throw new Error(issueLine(key, parsed.error));
  return Array.isArray(parsed.data) ? parsed.data : resultValue(key, parsed.data);
}

/** What an answer holds under "<Endpoint>JsonResult" (fw4-bvba/omnicasa-api ApiAdapter.php:21). */
function resultUnder(endpoint: string, json: unknown): unknown {
  const key = `${endpoint}JsonResult`;
  if (typeof json === "object" && json !== null && key in json)
    return (json as Record<string, unknown>)[key];
  throw new Error(`not a ${endpoint} answer (expected a key ${key})`);
}

/** The first problem zod found, at its place in the answer. */
function issueLine(key: string, error: z.ZodError, at: (string | number)[] = []): string {
  const [issue] = error.issues;
  return `${[key, ...at, ...(issue?.path ?? [])].join(".")}: ${issue?.message}`;
}

/** A result's Value, or why there is none: the API's error, or nothing at all. */
function resultValue<V>(
  key: string,
  result: { Success?: boolean | undefined; Message?: string | null | undefined; Value?: V | null },
): V {
  if (result.Success === false)
    throw new Error(`the API answered an error: ${result.Message || "no message"}`);
  if (!result.Value) throw new Error(`${key}.Value is missing`);
  return result.Value;
}

/** A property type of the CRM: its own id (what a demand's TypeOfPropertyIDs take), and its WebID. */
export interface CrmPropertyType {
  id: number;
  webId: number;
}

// The fields a GetTypeOfPropertyList item is read by: tombroucke/otomaties-omnicasa-sync
// app/Services/SyncService.php:157-164 reads ID, Name, WebID, Abbr, OriginalAbbr and ParentID of each.
const typeItemSchema = z.object({
  ID: z.coerce.number().int().positive(),
  // A type the website does not show may have no WebID, or 0.
  WebID: z.coerce.number().int().nullish(),
});

/**
 * One page of a GetTypeOfPropertyList answer (a paged list as the others, fw4-bvba/omnicasa-api
 * Omnicasa.php:169-173): the types that have a WebID, and the rows of the whole list. Throws with a
 * sentence saying what is wrong.
 */
export function readTypeListPage(json: unknown): {
  types: CrmPropertyType[];
  items: number;
  rowsCount: number;
} {
  const key = "GetTypeOfPropertyListJsonResult";
  const parsed = pageSchema.safeParse(resultUnder("GetTypeOfPropertyList", json));
  if (!parsed.success) throw new Error(issueLine(key, parsed.error));
  const value = resultValue(key, parsed.data);
  const types = value.Items.flatMap((item, index) => {
    const read = typeItemSchema.safeParse(item);
    if (!read.success) throw new Error(issueLine(key, read.error, ["Value", "Items", index]));
    const { ID, WebID } = read.data;
    return WebID && WebID > 0 ? [{ id: ID, webId: WebID }] : [];
  });
  return { types, items: value.Items.length, rowsCount: value.RowsCount };
}
