import { z } from "zod";
import { snapshotSchema } from "./snapshot-schema.ts";

/** The JSON Schema of the snapshot format, for CRM integrators (docs/snapshot.schema.json). */
export function snapshotJsonSchema(): string {
  const schema = z.toJSONSchema(snapshotSchema, { io: "input", unrepresentable: "any" });
  return `${JSON.stringify({ title: "CRM snapshot", ...schema }, null, 2)}\n`;
}
