import { describe, expect, it } from "vitest";
import { currentNavKey, deskNavFor } from "./desk-nav.ts";

describe("the desk's navigation", () => {
  it("gives an admin every entry, an agent none of the site editing (settings, pages, collections, preview, media, redirects), staff or the audit log", () => {
    const keys = (role: "admin" | "agent") => deskNavFor(role).map((entry) => entry.key);
    expect(keys("admin")).toEqual([
      "dashboard",
      "leads",
      "people",
      "demand",
      "newsletter",
      "mail",
      "sync",
      "owners",
      "settings",
      "pages",
      "collections",
      "preview",
      "media",
      "redirects",
      "staff",
      "audit",
    ]);
    expect(keys("agent")).not.toContain("settings");
    expect(keys("agent")).not.toContain("pages");
    expect(keys("agent")).not.toContain("collections");
    expect(keys("agent")).not.toContain("preview");
    expect(keys("agent")).not.toContain("staff");
    expect(keys("agent")).not.toContain("audit");
    expect(keys("agent")).not.toContain("media");
    expect(keys("agent")).not.toContain("redirects");
    expect(keys("agent")).toHaveLength(8);
  });

  it("marks the entry a page belongs to, the dashboard only on itself", () => {
    const nav = deskNavFor("admin");
    expect(currentNavKey(nav, "/admin/")).toBe("dashboard");
    expect(currentNavKey(nav, "/admin")).toBe("dashboard");
    expect(currentNavKey(nav, "/admin/leads/")).toBe("leads");
    expect(currentNavKey(nav, "/admin/leads/42/")).toBe("leads");
    expect(currentNavKey(nav, "/admin/unknown/")).toBeUndefined();
    expect(currentNavKey(deskNavFor("agent"), "/admin/audit/")).toBeUndefined();
  });
});
