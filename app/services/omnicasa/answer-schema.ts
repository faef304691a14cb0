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
    if (!parsed.success) {
      const [issue] = parsed.error.issues;
      throw new Error(`${where}${[key, ...(issue?.path ?? [])].join(".")}: ${issue?.message}`);
    }
    const { Success, Message, Value } = parsed.data;
    if (Success === false)
      throw new Error(`${where}the API answered an error: ${Message || "no message"}`);
    if (!Value) throw new Error(`${where}${key}.Value is missing`);
    return { kind: listEndpoints[key], items: Value.Items, rowsCount: Value.RowsCount };
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
  const result =
    typeof json === "object" && json !== null && key in json
      ? (json as Record<string, unknown>)[key]
      : undefined;
  if (result === undefined) throw new Error(`not a ${endpoint} answer (expected a key ${key})`);
  const parsed = deletedSchema.safeParse(result);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    throw new Error(`${[key, ...(issue?.path ?? [])].join(".")}: ${issue?.message}`);
  }
  if (Array.isArray(parsed.data)) return parsed.data;
  const { Success, Message, Value } = parsed.data;
  if (Success === false) throw new Error(`the API answered an error: ${Message || "no message"}`);
  if (!Value) throw new Error(`${key}.Value is missing`);
  return Value;
}
