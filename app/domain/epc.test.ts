import { describe, expect, it } from "vitest";
import {
  epcClass,
  epcClassLabel,
  epcDisplay,
  epcScale,
  renovationObligationApplies,
} from "./epc.ts";

describe("EPC classes (docs/requirements.md §9)", () => {
  it.each([
    [-0.5, "a_plus"],
    [0, "a"],
    [100, "a"],
    [100.1, "b"],
    [200, "b"],
    [250, "c"],
    [300, "c"],
    [301, "d"],
    [400, "d"],
    [450, "e"],
    [500, "e"],
    [500.5, "f"],
    [900, "f"],
  ])("Flanders %d is %s", (value, expected) => {
    expect(epcClass("flanders", value)).toBe(expected);
  });

  it.each([
    [-1, "a_plusplus"],
    [0, "a_plus"],
    [45, "a_plus"],
    [46, "a"],
    [85, "a"],
    [86, "b"],
    [170, "b"],
    [171, "c"],
    [255, "c"],
    [256, "d"],
    [340, "d"],
    [341, "e"],
    [425, "e"],
    [426, "f"],
    [510, "f"],
    [511, "g"],
  ])("Wallonia %d is %s", (value, expected) => {
    expect(epcClass("wallonia", value)).toBe(expected);
  });

  it.each([
    [-1, "a_plus"],
    [0, "a"],
    [1, "a"],
    [23, "a"],
    [23.5, "a_sub"],
    [24, "a_sub"],
    [45, "a_sub"],
    [46, "b_plus"],
    [62, "b_plus"],
    [63, "b"],
    [79, "b"],
    [80, "b_sub"],
    [95, "b_sub"],
    [96, "c_plus"],
    [113, "c_plus"],
    [114, "c"],
    [132, "c"],
    [133, "c_sub"],
    [150, "c_sub"],
    [151, "d_plus"],
    [170, "d_plus"],
    [171, "d"],
    [190, "d"],
    [191, "d_sub"],
    [210, "d_sub"],
    [211, "e_plus"],
    [232, "e_plus"],
    [233, "e"],
    [253, "e"],
    [254, "e_sub"],
    [275, "e_sub"],
    [276, "f_plus"],
    [298, "f_plus"],
    [299, "f"],
    [322, "f"],
    [323, "f_sub"],
    [345, "f_sub"],
    [346, "g"],
    [600, "g"],
  ])("Brussels %d is %s", (value, expected) => {
    expect(epcClass("brussels", value)).toBe(expected);
  });

  it("gives no class to a value that is not a number", () => {
    expect(epcClass("flanders", Number.NaN)).toBeUndefined();
  });
});

describe("epcDisplay", () => {
  const base = { countryId: 10, zip: "9000", value: 150, notApplicable: false };

  it("computes the class of the property's region", () => {
    expect(epcDisplay(base)).toEqual({
      kind: "class",
      region: "flanders",
      epcClass: "b",
      value: 150,
    });
    expect(epcDisplay({ ...base, zip: "1000" })).toMatchObject({
      region: "brussels",
      epcClass: "c_sub",
    });
    expect(epcDisplay({ ...base, zip: "5000" })).toMatchObject({
      region: "wallonia",
      epcClass: "b",
    });
  });

  it("leaves Luxembourg to its own label text (docs/requirements.md §9)", () => {
    expect(epcDisplay({ ...base, countryId: 50, zip: "1009", labelText: "Klasse C" })).toEqual({
      kind: "labelText",
      label: "Klasse C",
    });
    expect(
      epcDisplay({ ...base, countryId: 50, zip: "1009", value: null, labelText: " C " }),
    ).toEqual({ kind: "labelText", label: "C" });
    expect(epcDisplay({ ...base, countryId: 50, zip: "1009" })).toEqual({ kind: "unknown" });
  });

  it("shows a Belgian label given as text when there is no numeric value (docs/requirements.md §11)", () => {
    expect(epcDisplay({ ...base, value: null, labelText: "B" })).toEqual({
      kind: "labelText",
      label: "B",
    });
    expect(epcDisplay({ ...base, value: Number.NaN, labelText: "B" })).toMatchObject({
      label: "B",
    });
    // A numeric value decides the class; the label text only fills in for a missing one.
    expect(epcDisplay({ ...base, labelText: "A" })).toMatchObject({ kind: "class", epcClass: "b" });
    expect(epcDisplay({ ...base, value: null, labelText: "  " })).toEqual({ kind: "unknown" });
    expect(epcDisplay({ ...base, notApplicable: true, labelText: "B" })).toEqual({
      kind: "notApplicable",
    });
  });

  it("tells not applicable from unknown (docs/requirements.md §4)", () => {
    expect(epcDisplay({ ...base, notApplicable: true })).toEqual({ kind: "notApplicable" });
    expect(epcDisplay({ ...base, value: null })).toEqual({ kind: "unknown" });
    expect(epcDisplay({ ...base, value: Number.NaN })).toEqual({ kind: "unknown" });
  });
});

describe("epcClassLabel", () => {
  it("prints the class as on the certificate", () => {
    expect(epcClassLabel("a_plusplus")).toBe("A++");
    expect(epcClassLabel("b_plus")).toBe("B+");
    expect(epcClassLabel("c")).toBe("C");
    expect(epcClassLabel("f_sub")).toBe("F-");
  });
});

describe("epcScale (docs/requirements.md §9 tables)", () => {
  it("gives each region's every class, best first", () => {
    expect(epcScale("flanders").map(epcClassLabel)).toEqual(["A+", "A", "B", "C", "D", "E", "F"]);
    expect(epcScale("wallonia").map(epcClassLabel)).toEqual([
      "A++",
      "A+",
      "A",
      "B",
      "C",
      "D",
      "E",
      "F",
      "G",
    ]);
    expect(epcScale("brussels").map(epcClassLabel)).toEqual([
      "A+",
      "A",
      "A-",
      "B+",
      "B",
      "B-",
      "C+",
      "C",
      "C-",
      "D+",
      "D",
      "D-",
      "E+",
      "E",
      "E-",
      "F+",
      "F",
      "F-",
      "G",
    ]);
  });

  it("holds the class of every value of the region", () => {
    for (const region of ["flanders", "wallonia", "brussels"] as const)
      for (let value = -50; value <= 700; value += 0.5)
        expect(epcScale(region)).toContain(epcClass(region, value));
  });
});

describe("renovationObligationApplies (docs/requirements.md §9 energy rule, PRODUCT.md)", () => {
  const house = { webId: 1, goal: "sale" as const };
  const flemish = (value: number) =>
    epcDisplay({ countryId: 10, zip: "9000", value, notApplicable: false });

  it("concerns a Flemish home for sale labelled E or F", () => {
    expect(renovationObligationApplies(flemish(450), house)).toBe(true);
    expect(renovationObligationApplies(flemish(650), { webId: 2, goal: "sale" })).toBe(true);
  });

  it("leaves out better labels, other regions, other types and rentals", () => {
    expect(renovationObligationApplies(flemish(350), house)).toBe(false);
    const walloon = epcDisplay({ countryId: 10, zip: "5000", value: 400, notApplicable: false });
    expect(walloon).toMatchObject({ epcClass: "e" });
    expect(renovationObligationApplies(walloon, house)).toBe(false);
    const brussels = epcDisplay({ countryId: 10, zip: "1000", value: 240, notApplicable: false });
    expect(renovationObligationApplies(brussels, house)).toBe(false);
    expect(renovationObligationApplies(flemish(450), { webId: 6, goal: "sale" })).toBe(false);
    expect(renovationObligationApplies(flemish(450), { webId: 1, goal: "rent" })).toBe(false);
    expect(renovationObligationApplies({ kind: "labelText", label: "F" }, house)).toBe(false);
  });
});
