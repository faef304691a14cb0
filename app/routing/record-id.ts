import { z } from "zod";
import { maxRecordId } from "#app/domain/record-id.ts";

const recordIdSchema = z.coerce.number().int().positive().max(maxRecordId);

/** A property or project id from a URL, or undefined when it is not one (the page then answers 404). */
export function recordId(value: string | null | undefined): number | undefined {
  const parsed = recordIdSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
