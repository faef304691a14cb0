import { describe, expect, it } from "vitest";
import { auditDetailText, auditFilterShape, auditObjectPath, auditPeriod } from "./audit-log.ts";
import { ownerFilterShape } from "./owner-directory.ts";
import { readDeskId, readUrlFilter } from "./url-filter.ts";

const read = (shape: Parameters<typeof readUrlFilter>[0], query: string) =>
  readUrlFilter(shape, new URLSearchParams(query));

describe("the desk's URL filters", () => {
  it("keeps the values that fit their field", () => {
    expect(read(ownerFilterShape, "q=+Peeters+&never=1&nopassword=1&page=3")).toEqual({
      q: "Peeters",
      never: "1",
      nopassword: "1",
      page: 3,
    });
    expect(
      read(
        auditFilterShape,
        "staff=4&action=lead.status&kind=lead&object=12&from=2026-11-01&to=2026-11-30",
      ),
    ).toEqual({
      staff: 4,
      action: "lead.status",
      kind: "lead",
      object: "12",
      from: "2026-11-01",
      to: "2026-11-30",
    });
  });

  it("leaves out a value that does not fit, rather than failing", () => {
    expect(read(ownerFilterShape, "q=&never=yes&page=0")).toEqual({});
    expect(read(ownerFilterShape, `q=${"x".repeat(101)}&page=2.5`)).toEqual({});
    expect(
      read(
        auditFilterShape,
        "staff=abc&action=DROP%20TABLE&kind=&from=2026-13-01&to=yesterday&page=-1",
      ),
    ).toEqual({});
  });
});

describe("the audit log's days", () => {
  it("are the agency's (Europe/Brussels) days, summer or winter", () => {
    expect(auditPeriod({ from: "2026-11-27", to: "2026-11-27" })).toEqual({
      since: new Date("2026-11-26T23:00:00Z"),
      before: new Date("2026-11-27T23:00:00Z"),
    });
    expect(auditPeriod({ from: "2026-07-01" })).toEqual({
      since: new Date("2026-06-30T22:00:00Z"),
      before: undefined,
    });
    expect(auditPeriod({ to: "2026-12-31" }).before).toEqual(new Date("2026-12-31T23:00:00Z"));
  });
});

describe("an audit entry's object", () => {
  it("links to the desk page of its kind, when there is one", () => {
    expect(auditObjectPath({ kind: "owner", id: "7" })).toBe("/admin/owners/7/");
    expect(auditObjectPath({ kind: "lead", id: "12" })).toBe("/admin/leads/12/");
    expect(auditObjectPath({ kind: "staff", id: "3" })).toBe("/admin/staff/3/");
    expect(auditObjectPath({ kind: "mail", id: "3" })).toBeUndefined();
    expect(auditObjectPath({ kind: "owner", id: "../x" })).toBeUndefined();
  });

  it("says its detail in a line", () => {
    expect(auditDetailText({ property: 101, sessionsEnded: 2 })).toBe(
      "property 101, sessionsEnded 2",
    );
    expect(auditDetailText({ ids: [1, 2], spam: true })).toBe("ids [1,2], spam true");
  });
});

describe("a desk URL's id", () => {
  it("is a positive integer the database holds, or none", () => {
    expect(readDeskId("12")).toBe(12);
    expect(readDeskId("2147483647")).toBe(2_147_483_647);
    for (const bad of ["0", "012", "-1", "1.5", "2147483648", "x", undefined])
      expect(readDeskId(bad)).toBeUndefined();
  });
});
