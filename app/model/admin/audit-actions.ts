// docs/requirements.md §17 "Audit log", ADR 055: every action a staff member's use case writes to the
// audit log. The writers take their name from this list (StaffAuditEntry.action is typed by it) and every
// language labels each one, so the log never shows a name nobody translated.
export const staffAuditActions = [
  "login",
  "login.failed",
  "login.second-factor.failed",
  "second-factor.enrolled",
  "second-factor.removed",
  "second-factor.codes-renewed",
  "logout",
  "session.end",
  "account.language",
  "staff.invite",
  "staff.role",
  "staff.disable",
  "staff.enable",
  "staff.reset-2fa",
  "lead.status",
  "lead.assign",
  "lead.note",
  "lead.spam",
  "leads.export",
  "person.export",
  "person.erase",
  "demand.export",
  "demand.erase",
  "newsletter.export",
  "newsletter.erase",
  "mail.resend",
  "crm.resend",
  "mail.test",
  "sync.start",
  "owner.invite",
  "owner.disable",
  "owner.enable",
  "owner.reset-2fa",
  "owner.impersonate",
  "media.upload",
  "media.alt",
  "media.delete",
  "site.draft",
  "site.publish",
  "site.restore",
  "site.discard",
  "page.delete",
  "site.delete",
  "redirect.add",
  "redirect.remove",
  "redirects.import",
] as const;

export type StaffAuditAction = (typeof staffAuditActions)[number];

/** An action's label in the desk's language; the raw name for one the log holds but no longer writes. */
export function auditActionLabel(labels: Readonly<Record<string, string>>, action: string): string {
  return Object.hasOwn(labels, action) ? (labels[action] ?? action) : action;
}

/** The action filter's choices: every action written today, then any older one the log still holds. */
export function auditActionChoices(
  labels: Readonly<Record<string, string>>,
  logged: readonly string[],
): { value: string; label: string }[] {
  const known: readonly string[] = staffAuditActions;
  const older = logged.filter((action) => !known.includes(action));
  return [...known, ...older].map((value) => ({ value, label: auditActionLabel(labels, value) }));
}
