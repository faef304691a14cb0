import { describe, expect, it } from "vitest";
import { applyEdit, readEdit } from "./form-edit.ts";

describe("the settings form's add and remove buttons", () => {
  it("reads the button pressed, and nothing else", () => {
    expect(readEdit("add:left")).toEqual({ add: "left" });
    expect(readEdit("add:")).toEqual({ add: "" });
    expect(readEdit("remove:columns.1.links.0")).toEqual({ remove: "columns.1.links.0" });
    expect(readEdit("refresh:")).toEqual({ refresh: true });
    expect(readEdit("remove:left")).toBeUndefined();
    expect(readEdit("drop:left")).toBeUndefined();
    expect(readEdit("add:__proto__")).toBeUndefined();
    expect(readEdit(null)).toBeUndefined();
  });

  it("adds an empty item at the end of a list, even one not there yet", () => {
    expect(applyEdit({ left: [{ href: "/" }] }, { add: "left" })).toEqual({
      left: [{ href: "/" }, undefined],
    });
    expect(applyEdit({}, { add: "byWeekday.sat" })).toEqual({ byWeekday: { sat: [undefined] } });
    expect(applyEdit(["a.be"], { add: "" })).toEqual(["a.be", undefined]);
  });

  it("removes the item named, and leaves the body as it was", () => {
    const body = { columns: [{ links: ["a", "b", "c"] }] };
    expect(applyEdit(body, { remove: "columns.0.links.1" })).toEqual({
      columns: [{ links: ["a", "c"] }],
    });
    expect(body.columns[0]?.links).toEqual(["a", "b", "c"]);
  });
});
