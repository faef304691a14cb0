import { minimumPasswordLength } from "#app/domain/password-rules.ts";
import { languages } from "#app/i18n/languages.ts";
import { type StaffAccount, staffRoles } from "#app/model/admin/staff-account.ts";
import type {
  AddStaffOutcome,
  DisableStaffOutcome,
  ResetTwoStepOutcome,
} from "#app/services/admin/staff-accounts.server.ts";

// What `npm run staff` prints of each outcome (scripts/staff.ts): one line per refusal, naming the
// argument at fault.

type Added = Extract<AddStaffOutcome, { added: unknown }>;
type Refused = Exclude<AddStaffOutcome, Added>;

export function addedLines({ added, link }: Added): string {
  const who = `Staff ${added.role} ${added.email} added`;
  if (!link) return `${who}, with the password from standard input.`;
  return [
    `${who}. Its one-time link to set a password (valid 24 h, until ${link.expiresAt.toISOString()}):`,
    link.url,
  ].join("\n");
}

export function addRefusal(
  outcome: Refused,
  given: { role?: string | undefined; name?: string | undefined; language?: string | undefined },
  email: string,
): string {
  if ("taken" in outcome) return `A staff account with the e-mail ${email} exists already.`;
  if ("problem" in outcome)
    return outcome.problem === "short"
      ? `The password is too short: at least ${minimumPasswordLength} characters.`
      : "The password is too easy to guess (a common one, or the e-mail itself).";
  switch (outcome.invalid) {
    case "email":
      return `Not an e-mail address: ${JSON.stringify(email)}.`;
    case "role":
      return `--role must be ${staffRoles.join(" or ")}${gotten(given.role)}.`;
    case "language":
      return `--language must be one of ${languages.join(", ")}${gotten(given.language)}.`;
    case "name":
      return `--name must be 1 to 200 characters${gotten(given.name)}.`;
  }
}

const gotten = (value: string | undefined) =>
  value === undefined ? "" : ` (got ${JSON.stringify(value)})`;

export const unknownAccount = (email: string) => `No staff account with the e-mail ${email}.`;

export function disabledLine(outcome: Exclude<DisableStaffOutcome, { unknown: true }>): string {
  if ("alreadyDisabled" in outcome)
    return `${outcome.alreadyDisabled.email} was disabled already; nothing changed.`;
  return `${outcome.disabled.email} disabled; ${outcome.sessionsEnded} session(s) ended.`;
}

export function twoStepResetLine(outcome: Exclude<ResetTwoStepOutcome, { unknown: true }>): string {
  const { reset, hadTwoStep, sessionsEnded } = outcome;
  const what = hadTwoStep ? "Two-step login removed" : "No two-step login was set up";
  // ADR 047: two-step login is required for admins, optional for agents.
  const next = reset.role === "admin" ? " It is set up again at the next login." : "";
  return `${what} for ${reset.email}; ${sessionsEnded} session(s) ended.${next}`;
}

/** One line per account, in aligned columns. */
export function staffTable(accounts: StaffAccount[]): string {
  if (accounts.length === 0)
    return "No staff accounts yet: npm run staff -- add EMAIL --role admin";
  const rows = [
    ["E-MAIL", "ROLE", "LANGUAGE", "PASSWORD", "TWO-STEP", "DISABLED", "NAME"],
    ...accounts.map((a) => [
      a.email,
      a.role,
      a.language,
      a.passwordSet ? "set" : "not set",
      a.twoStep ? "on" : "off",
      a.disabledAt ? a.disabledAt.toISOString().slice(0, 10) : "-",
      a.name ?? "-",
    ]),
  ];
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((row) => row[i]?.length ?? 0))) ?? [];
  return rows
    .map((row) =>
      row
        .map((cell, i) => cell.padEnd(widths[i] ?? 0))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}
