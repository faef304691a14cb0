import { findStaffById } from "#app/data/admin/staff-accounts.server.ts";
import { deletePasswordLinks, staffPasswordLinks } from "#app/data/auth/password-links.server.ts";
import { queueMails } from "#app/data/mail/outbox.server.ts";
import type { StaffAccount } from "#app/model/admin/staff-account.ts";
import type { Invitation } from "#app/model/admin/staff-forms.ts";
import type { SiteConfig } from "#app/model/config/site-config.ts";
import { issueSetPasswordLink } from "./password-link.server.ts";
import { addStaff } from "./staff-accounts.server.ts";
import { auditAct, type StaffAct, staffObject } from "./staff-act.server.ts";
import { invitationMail } from "./staff-invitation-mail.server.ts";

// docs/requirements.md §17, ADR 050: an admin invites a member from the desk: the account, its one-time
// set-password link (ADR 047) and the mail that carries it are written in one transaction, so that
// no account is left without its mail queued, nor a mail with no account.

/** The mail's facts: the site's configuration (its name and address) and the desk's origin. */
export interface MailFacts {
  config: SiteConfig | undefined;
  origin: string;
}

export type InviteOutcome = { invited: StaffAccount } | { taken: true };

export async function inviteStaff(
  act: StaffAct & MailFacts,
  invitation: Invitation,
): Promise<InviteOutcome> {
  const { origin, now } = act;
  return act.db.transaction().execute(async (trx) => {
    const outcome = await addStaff(trx, invitation, { origin, now });
    if ("taken" in outcome) return outcome;
    if (!("added" in outcome) || !outcome.link)
      throw new Error(`an invitation the form allowed was refused: ${JSON.stringify(outcome)}`);
    const { added, link } = outcome;
    await queueMails(trx, [invitationMail(act, added, link)], now, null);
    await auditAct(
      { ...act, db: trx },
      { action: "staff.invite", object: staffObject(added.id), detail: { role: added.role } },
    );
    return { invited: added };
  });
}

export type ResendOutcome =
  | { resent: StaffAccount }
  | { unknown: true }
  /** The member has chosen a password: there is nothing to invite them to. */
  | { passwordSet: true }
  | { memberDisabled: true };

/** A new invitation to a member who has not set a password yet; their earlier links stop working. */
export async function resendInvitation(
  act: StaffAct & MailFacts,
  memberId: number,
): Promise<ResendOutcome> {
  const { origin, now } = act;
  const member = await findStaffById(act.db, memberId);
  if (!member) return { unknown: true };
  if (member.disabledAt) return { memberDisabled: true };
  if (member.passwordSet) return { passwordSet: true };
  await act.db.transaction().execute(async (trx) => {
    await deletePasswordLinks(trx, staffPasswordLinks, member.id);
    const link = await issueSetPasswordLink(trx, { staffId: member.id, origin, now });
    await queueMails(trx, [invitationMail(act, member, link)], now, null);
    await auditAct(
      { ...act, db: trx },
      { action: "staff.invite", object: staffObject(member.id), detail: { again: true } },
    );
  });
  return { resent: member };
}
