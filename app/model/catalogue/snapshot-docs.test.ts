import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { groupRecords } from "./group-records.ts";
import { snapshotJsonSchema } from "./snapshot-json-schema.ts";
import { snapshotSchema } from "./snapshot-schema.ts";

describe("the documented snapshot format", () => {
  it("publishes the JSON Schema generated from the zod schema (run npm run docs:schema after a change)", () => {
    const published = JSON.parse(readFileSync("docs/snapshot.schema.json", "utf8"));
    expect(published).toEqual(JSON.parse(snapshotJsonSchema()));
  });

  it("gives an example that is valid and consistent", () => {
    const example = snapshotSchema.parse(
      JSON.parse(readFileSync("docs/snapshot.example.json", "utf8")),
    );
    const { catalogue, issues } = groupRecords(example);
    expect(issues).toEqual([]);
    expect(catalogue.properties[0]?.texts.nl?.city).toBe("Waver");
    expect(example.owners?.[0]?.Properties[0]?.PropertyID).toBe(catalogue.properties[0]?.id);
  });
});
