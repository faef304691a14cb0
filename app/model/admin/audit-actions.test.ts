import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { adminOwners as de } from "#app/locales/de/admin-owners.ts";
import { adminOwners as en } from "#app/locales/en/admin-owners.ts";
import { adminOwners as fr } from "#app/locales/fr/admin-owners.ts";
import { adminOwners as nl } from "#app/locales/nl/admin-owners.ts";
import { auditActionChoices, auditActionLabel, staffAuditActions } from "./audit-actions.ts";

/** Every action name the desk's use cases and queries pass to the audit log's writers. */
function writtenActions(): Set<string> {
  const found = new Set<string>();
  const writes = [
    /\baction: "([^"]+)"/g,
    /\b(?:auditOwnerAction|audit)\([^"()]*?"([a-z][a-z0-9.-]*)"/g,
  ];
  for (const folder of ["app/services", "app/data"]) {
    const files = readdirSync(folder, { recursive: true, encoding: "utf8" });
    for (const file of files.filter((name) => /(?<!\.test)\.tsx?$/.test(name))) {
      const source = readFileSync(join(folder, file), "utf8");
      if (!/appendStaffAudit|auditAct|auditOwnerAction/.test(source)) continue;
      for (const write of writes)
        for (const match of source.matchAll(write)) found.add(match[1] ?? "");
    }
  }
  return found;
}

describe("the audit log's action labels", () => {
  it("lists every action the code writes", () => {
    const written = writtenActions();
    expect(written.size).toBeGreaterThan(20);
    expect([...written].filter((action) => !staffAuditActions.includes(action as never))).toEqual(
      [],
    );
  });

  it.each([
    ["en", en],
    ["nl", nl],
    ["fr", fr],
    ["de", de],
  ])("labels each one in %s, and nothing else", (_language, messages) => {
    const labels: Record<string, string> = messages.audit.actions;
    expect(Object.keys(labels).sort()).toEqual([...staffAuditActions].sort());
    for (const action of staffAuditActions) expect(labels[action]?.trim()).not.toBe("");
  });

  it("shows an unknown action's raw name, and offers it after the known ones", () => {
    expect(auditActionLabel(en.audit.actions, "lead.status")).toBe("Lead status changed");
    expect(auditActionLabel(en.audit.actions, "lead.retired")).toBe("lead.retired");
    expect(auditActionLabel(en.audit.actions, "toString")).toBe("toString");
    const choices = auditActionChoices(en.audit.actions, ["lead.status", "lead.retired"]);
    expect(choices).toHaveLength(staffAuditActions.length + 1);
    expect(choices.at(-1)).toEqual({ value: "lead.retired", label: "lead.retired" });
  });
});
