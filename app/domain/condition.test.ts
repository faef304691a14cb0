import { describe, expect, it } from "vitest";
import { evaluateCondition } from "./condition.ts";

const property = {
  Price: 325000,
  MaxPrice: 400000,
  City: "Lasne",
  WebID: 1,
  Garden: "",
  Pool: null,
  Tags: ["x"],
};

describe("evaluateCondition (docs/requirements.md §3, §5)", () => {
  it.each([
    [{ field: "Price", logic: "lt", compareWithValue: 400000 }, true],
    [{ field: "Price", logic: "gte", compareWithValue: "325000" }, true],
    [{ field: "Price", logic: "gt", compareWithField: "MaxPrice" }, false],
    [{ field: "City", logic: "eq", compareWithValue: "Lasne" }, true],
    [{ field: "City", logic: "contains", compareWithValue: "las" }, true],
    [{ field: "WebID", logic: "in", compareWithValue: "1, 2, 3" }, true],
    [{ field: "WebID", logic: "neq", compareWithValue: 2 }, true],
    [{ field: "Garden", logic: "empty" }, true],
    [{ field: "Pool", logic: "notEmpty" }, false],
  ])("%o is %s", (condition, expected) => {
    expect(evaluateCondition(condition, property)).toBe(expected);
  });

  it.each([
    ["an unknown operator", { field: "Price", logic: "between", compareWithValue: 1 }],
    ["a missing field", { field: "Surface", logic: "gt", compareWithValue: 1 }],
    ["a missing field to compare with", { field: "Price", logic: "lt", compareWithField: "Nope" }],
    ["a value that is not comparable", { field: "Tags", logic: "eq", compareWithValue: "x" }],
    ["an empty side", { field: "Garden", logic: "eq", compareWithValue: "" }],
  ])("is false on %s", (_, condition) => {
    expect(evaluateCondition(condition, property)).toBe(false);
  });

  it("combines advanced conditions with AND or OR", () => {
    const cheapInLasne = {
      field: "Price",
      logic: "lt",
      compareWithValue: 350000,
      advancedCondition: {
        operator: "or" as const,
        conditions: [
          { field: "City", logic: "eq", compareWithValue: "Wavre" },
          { field: "City", logic: "eq", compareWithValue: "Lasne" },
        ],
      },
    };
    expect(evaluateCondition(cheapInLasne, property)).toBe(true);
    const both = {
      ...cheapInLasne,
      advancedCondition: { ...cheapInLasne.advancedCondition, operator: "and" as const },
    };
    expect(evaluateCondition(both, property)).toBe(false);
  });
});
