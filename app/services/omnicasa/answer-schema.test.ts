import { describe, expect, it } from "vitest";
import { readDeletedIds, readTypeListPage } from "./answer-schema.ts";

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

// ADR 066: a page of GetTypeOfPropertyList, read by the fields a public client reads (ID, WebID).
describe("a type list answer", () => {
  const page = (Items: unknown[], extra: Record<string, unknown> = {}) => ({
    GetTypeOfPropertyListJsonResult: {
      Success: true,
      Message: "",
      Value: { From: 1, To: 50, RowsCount: 9, Items },
      ...extra,
    },
  });

  it("reads each type's id and WebID, leaving out the types without a WebID", () => {
    const items = [
      { ID: 10, Name: "Huis", WebID: 1, ParentID: 0 },
      { ID: "21", WebID: "2" },
      { ID: 30, WebID: null },
      { ID: 31, WebID: 0 },
      { ID: 32 },
    ];
    expect(readTypeListPage(page(items))).toEqual({
      types: [
        { id: 10, webId: 1 },
        { id: 21, webId: 2 },
      ],
      items: 5,
      rowsCount: 9,
    });
  });

  it("refuses an error, another answer and an item without an id, saying why", () => {
    expect(() => readTypeListPage(page([], { Success: false, Message: "Unknown method" }))).toThrow(
      "the API answered an error: Unknown method",
    );
    expect(() => readTypeListPage({ GetGeographicListJsonResult: {} })).toThrow(
      "not a GetTypeOfPropertyList answer (expected a key GetTypeOfPropertyListJsonResult)",
    );
    expect(() => readTypeListPage(page([{ WebID: 1 }]))).toThrow(
      "GetTypeOfPropertyListJsonResult.Value.Items.0.ID",
    );
  });
});
