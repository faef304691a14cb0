import type { Kysely } from "kysely";
import { appendStaffAudit } from "#app/data/admin/staff-audit.server.ts";
import { ownerFactorTables, removeFactor } from "#app/data/auth/second-factors.server.ts";
import { disableOwnerRecord, enableOwnerRecord } from "#app/data/owners/owner-access.server.ts";
import { readOwnerDetail } from "#app/data/owners/owner-directory.server.ts";
import type { Database } from "#app/data/schema.ts";
import { isLanguage } from "#app/i18n/languages.ts";
import { messages } from "#app/locales/messages.server.ts";
import type { StaffAuditAction } from "#app/model/admin/audit-actions.ts";
import type { SiteConfig } from "#app/model/config/site-config.ts";
import { mailPasswordLink } from "#app/services/owners/password-reset.server.ts";
import { endOwnerSessions } from "#app/services/owners/session.server.ts";
import type { DeskActor } from "./desk-actor.ts";

// docs/requirements.md §17 "Owners", ADR 055: what the desk does to an owner account. Each change is
// written to the staff audit log with the owner's id only; an owner the id names not answers
// `unknown` (the route's 404) and changes nothing.

type Unknown = { unknown: true };

/** An invitation's link lasts as long as a staff member's (ADR 047): an owner may read it tomorrow. */
const invitationLifetimeMs = 24 * 60 * 60 * 1000;

export type InviteOwnerOutcome =
  | { invited: true }
  /** A disabled owner gets no link: enable them first. */
  | { disabled: true }
  /** The site has no configuration yet: no mail can say who sends it. */
  | { noSite: true }
  | Unknown;

/**
 * Mails the owner a link to set their password (an owner imported without one, or one who lost it):
 * the forgotten-password link and mail (services/owners/password-reset.server.ts), in the owner's
 * language, through the outbox.
 */
export async function inviteOwner(
  db: Kysely<Database>,
  actor: DeskActor,
  ownerId: number,
  site: { config: SiteConfig | undefined; origin: string },
  now: Date,
): Promise<InviteOwnerOutcome> {
  const owner = await readOwnerDetail(db, ownerId);
  if (!owner) return { unknown: true };
  if (owner.disabled) return { disabled: true };
  const { config, origin } = site;
  if (!config) return { noSite: true };
  const language = isLanguage(owner.language) ? owner.language : config.languages.default;
  await mailPasswordLink(
    { db, config, language, origin },
    { id: owner.id, email: owner.email, display_name: owner.name },
    { texts: messages[language].adminOwners.invitationMail, lifetimeMs: invitationLifetimeMs },
    now,
  );
  await auditOwnerAction(db, actor, "owner.invite", ownerId, now);
  return { invited: true };
}

export type DisableOwnerOutcome =
  | { disabled: true; sessionsEnded: number }
  | { alreadyDisabled: true }
  | Unknown;

/** The owner logs in no more, and every session they have ends at once. */
export async function disableOwner(
  db: Kysely<Database>,
  actor: DeskActor,
  ownerId: number,
  now: Date,
): Promise<DisableOwnerOutcome> {
  if (!(await readOwnerDetail(db, ownerId))) return { unknown: true };
  const sessionsEnded = await disableOwnerRecord(db, ownerId, now);
  if (sessionsEnded === undefined) return { alreadyDisabled: true };
  await auditOwnerAction(db, actor, "owner.disable", ownerId, now, { sessionsEnded });
  return { disabled: true, sessionsEnded };
}

export type EnableOwnerOutcome = { enabled: true } | { notDisabled: true } | Unknown;

/** A disabled owner may log in again (with the password they had, if any). */
export async function enableOwner(
  db: Kysely<Database>,
  actor: DeskActor,
  ownerId: number,
  now: Date,
): Promise<EnableOwnerOutcome> {
  if (!(await readOwnerDetail(db, ownerId))) return { unknown: true };
  if (!(await enableOwnerRecord(db, ownerId))) return { notDisabled: true };
  await auditOwnerAction(db, actor, "owner.enable", ownerId, now);
  return { enabled: true };
}

export type ResetOwnerTwoStepOutcome =
  | { reset: true; sessionsEnded: number }
  | { none: true }
  | Unknown;

/**
 * Removes an owner's two-step login (a lost phone): the secret and recovery codes go and their
 * sessions end, as the owner's own turning it off ends their other sessions (ADR 036). The owner
 * logs in with their password alone, and may set two-step login up again.
 */
export async function resetOwnerTwoStep(
  db: Kysely<Database>,
  actor: DeskActor,
  ownerId: number,
  now: Date,
): Promise<ResetOwnerTwoStepOutcome> {
  const owner = await readOwnerDetail(db, ownerId);
  if (!owner) return { unknown: true };
  if (!owner.twoStep) return { none: true };
  await removeFactor(db, ownerFactorTables, ownerId);
  const sessionsEnded = await endOwnerSessions(db, ownerId, {}, now);
  await auditOwnerAction(db, actor, "owner.reset-2fa", ownerId, now, { sessionsEnded });
  return { reset: true, sessionsEnded };
}

export function auditOwnerAction(
  db: Kysely<Database>,
  actor: DeskActor,
  action: StaffAuditAction,
  ownerId: number,
  now: Date,
  detail?: Record<string, number | string>,
): Promise<void> {
  const entry = { staffId: actor.staffId, clientAddress: actor.clientAddress };
  return appendStaffAudit(
    db,
    { ...entry, action, object: { kind: "owner", id: ownerId }, detail },
    now,
  );
}
