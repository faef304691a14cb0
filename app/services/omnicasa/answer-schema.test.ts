import { describe, expect, it } from "vitest";
import { readDeletedIds } from "./answer-schema.ts";

// ADR 066: the answers of GetDeletedPropertyIDs and GetDeletedProjectIDs, in either form the public
// client (fw4-bvba/omnicasa-api ApiAdapter) accepts.
describe("a deleted-ids answer", () => {
  const endpoint = "GetDeletedPropertyIDs";

  it("reads the list itself or a result with the list in Value; ids may come as strings", () => {
    expect(readDeletedIds(endpoint, { GetDeletedPropertyIDsJsonResult: [4712, "5003"] })).toEqual([
      4712, 5003,
    ]);
    expect(
      readDeletedIds(endpoint, {
        GetDeletedPropertyIDsJsonResult: { Success: true, Message: "", Value: [7] },
      }),
    ).toEqual([7]);
  });

  it("refuses an error, another endpoint's answer and an id that is not one, saying why", () => {
    expect(() =>
      readDeletedIds(endpoint, {
        GetDeletedPropertyIDsJsonResult: {
          Success: false,
          Message: "Invalid customer",
          Value: null,
        },
      }),
    ).toThrow("the API answered an error: Invalid customer");
    expect(() => readDeletedIds(endpoint, { GetDeletedProjectIDsJsonResult: [] })).toThrow(
      "not a GetDeletedPropertyIDs answer (expected a key GetDeletedPropertyIDsJsonResult)",
    );
    expect(() =>
      readDeletedIds(endpoint, { GetDeletedPropertyIDsJsonResult: [4712, "abc"] }),
    ).toThrow("GetDeletedPropertyIDsJsonResult");
  });
});
