import { describe, expect, it } from "vitest";
import { applyEdit, readEdit } from "./form-edit.ts";

describe("the form's add, remove and move buttons", () => {
  it("reads the button pressed, and nothing else", () => {
    expect(readEdit("add:left")).toEqual({ add: "left" });
    expect(readEdit("add:")).toEqual({ add: "" });
    expect(readEdit("remove:columns.1.links.0")).toEqual({ remove: "columns.1.links.0" });
    expect(readEdit("refresh:")).toEqual({ refresh: true });
    expect(readEdit("up:modules.2")).toEqual({ up: "modules.2" });
    expect(readEdit("down:modules.0")).toEqual({ down: "modules.0" });
    expect(readEdit("remove:left")).toBeUndefined();
    expect(readEdit("up:modules")).toBeUndefined();
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

  it("moves an item up or down, and leaves the body as it was at either end", () => {
    const body = { modules: ["a", "b", "c"] };
    expect(applyEdit(body, { up: "modules.1" })).toEqual({ modules: ["b", "a", "c"] });
    expect(applyEdit(body, { down: "modules.1" })).toEqual({ modules: ["a", "c", "b"] });
    expect(applyEdit(body, { up: "modules.0" })).toBe(body);
    expect(applyEdit(body, { down: "modules.2" })).toBe(body);
    expect(applyEdit(body, { down: "modules.7" })).toBe(body);
    expect(body.modules).toEqual(["a", "b", "c"]);
  });
});
