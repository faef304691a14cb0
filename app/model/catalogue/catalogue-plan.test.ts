import { describe, expect, it } from "vitest";
import { snapshot } from "#tests/support/snapshot-fixture.ts";
import { type PlanOptions, planCatalogue, sameInstant } from "./catalogue-plan.ts";
import type { Catalogue } from "./entities.ts";
import { groupRecords } from "./group-records.ts";
import { snapshotSchema } from "./snapshot-schema.ts";

const catalogue = groupRecords(snapshotSchema.parse(snapshot)).catalogue;
const noFiles: PlanOptions = {
  full: false,
  storedFiles: () => [null, null],
  incomingFiles: new Map(),
};
const stamped = (c: Catalogue): Catalogue => ({
  ...c,
  properties: c.properties.map((p) => ({
    ...p,
    createdAt: p.createdAt ?? "2026-11-22T09:00:00.000Z",
    updatedAt: p.updatedAt ?? "2026-11-22T09:00:00.000Z",
  })),
});
const withFiles = (ids: Record<string, (number | null)[]>): PlanOptions => ({
  ...noFiles,
  storedFiles: (owner, id) => ids[`${owner}:${id}`] ?? [],
});
// The villa's two photos, the studio's plan: none stored yet.
const unstored = withFiles({ "property:101": [null, null], "property:102": [null] });

describe("planCatalogue", () => {
  it("skips what is stored already, whatever dates the file leaves out", () => {
    const plan = planCatalogue(stamped(catalogue), catalogue, unstored);
    expect(plan.summary).toEqual({ created: 0, updated: 0, skipped: 3, withdrawn: 0 });
    expect(plan.propertyTypes).toEqual([]);
  });

  it("compares the dates the file gives as instants", () => {
    const offset = {
      ...catalogue,
      properties: catalogue.properties.map((p) =>
        p.id === 102 ? { ...p, updatedAt: "2026-11-20T11:30:00+01:00" } : p,
      ),
    };
    expect(planCatalogue(stamped(catalogue), offset, unstored).summary.skipped).toBe(3);
    const later = {
      ...offset,
      properties: offset.properties.map((p) =>
        p.id === 102 ? { ...p, updatedAt: "2026-11-20T11:30:01+01:00" } : p,
      ),
    };
    expect(planCatalogue(stamped(catalogue), later, unstored).summary.updated).toBe(1);
  });

  it("counts a photo stored with other content as a change", () => {
    const stored = withFiles({ "property:101": [1, 2], "property:102": [3] });
    const files = new Map([
      ["photos/101-1.jpg", 1],
      ["photos/101-2.jpg", 4],
      ["docs/plan.pdf", 3],
    ]);
    const plan = planCatalogue(stamped(catalogue), catalogue, { ...stored, incomingFiles: files });
    expect(plan.properties.map((p) => p.outcome)).toEqual(["updated", "skipped"]);
  });

  it("withdraws, on a full import, the units of a project that goes, once", () => {
    const withoutProject = { ...catalogue, projects: [] };
    const first = planCatalogue(stamped(catalogue), withoutProject, { ...unstored, full: true });
    expect(first.summary).toEqual({ created: 0, updated: 0, skipped: 1, withdrawn: 2 });
    expect(first.withdrawnIds).toEqual({ projects: [7], properties: [] });
    const unit = first.properties.find((p) => p.entity.id === 102);
    expect(unit?.entity.status).toBe("withdrawn");

    const after: Catalogue = {
      ...stamped(catalogue),
      projects: catalogue.projects.map((p) => ({ ...p, status: "withdrawn" })),
      properties: stamped(catalogue).properties.map((p) =>
        p.id === 102 ? { ...p, status: "withdrawn", updatedAt: "2026-11-23T09:00:00.000Z" } : p,
      ),
    };
    const second = planCatalogue(after, withoutProject, { ...unstored, full: true });
    expect(second.summary).toEqual({ created: 0, updated: 0, skipped: 2, withdrawn: 0 });
  });
});

describe("sameInstant", () => {
  it.each([
    ["2026-08-09T16:01:36.000Z", "2026-08-09T18:01:36+02:00", true],
    ["2026-08-09T16:01:36.000Z", "2026-08-09T16:01:36Z", true],
    ["2026-08-09T16:01:36.000Z", "2026-08-09T16:01:37Z", false],
    ["2026-08-09T16:01:36.000Z", undefined, true],
    [undefined, "2026-08-09T16:01:36Z", false],
  ])("stored %s, given %s: %s", (stored, given, same) => {
    expect(sameInstant(stored, given)).toBe(same);
  });
});
