import { describe, expect, it } from "vitest";
import {
  editedModulePath,
  moduleTypeOf,
  moduleTypes,
  numberModules,
  withModule,
} from "./page-modules.ts";

// Issue 27 "Pages and collections": the module types an agency adds, made of a view and a content.

describe("a page's modules in the agency's words", () => {
  it("makes each type a module that reads back as the same type", () => {
    for (const type of moduleTypes) {
      const { modules } = withModule({}, type, []);
      expect(modules[0] && moduleTypeOf(modules[0]), type).toBe(type);
    }
  });

  it("adds at the end, with the category its type suggests only when the site has it", () => {
    const page = { name: "Home", modules: [{ sort: 0 }] };
    const added = withModule(page, "testimonials", ["testimonials"]).modules[1];
    expect(added).toMatchObject({
      sort: 1,
      view: "slider-view",
      relation: { type: "category", key: "testimonials" },
    });
    expect(withModule(page, "team", []).modules[1]?.relation).toEqual({ type: "category" });
    expect(withModule(page, "offers", []).modules[1]?.settings).toMatchObject({
      goal: "sale",
      maxItems: 4,
    });
  });

  it("numbers the modules in the order the form lists them", () => {
    expect(numberModules({ modules: [{ sort: 4 }, { sort: 0 }] })).toEqual({
      modules: [{ sort: 0 }, { sort: 1 }],
    });
    expect(numberModules("junk")).toBe("junk");
  });

  it("names the module a button just added or moved, for the editor to open it", () => {
    const page = withModule({ modules: [{ sort: 0 }] }, "team", []);
    expect(editedModulePath({ add: "modules" }, page)).toBe("modules.1");
    expect(editedModulePath({ up: "modules.1" }, page)).toBe("modules.0");
    expect(editedModulePath({ down: "modules.0" }, page)).toBe("modules.1");
    expect(editedModulePath({ remove: "modules.1" }, page)).toBeUndefined();
  });
});
