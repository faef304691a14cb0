import { asksSecondFactor } from "#app/services/accounts/second-factor.server.ts";
import { issueLoginCode } from "./login-code.server.ts";
import { mailLoginCode } from "./login-code-mail.server.ts";
import type { LoginFacts, LoginStep } from "./login-facts.server.ts";
import { openPortal } from "./open-portal.server.ts";
import { ownerFactors } from "./owner-account-stores.server.ts";
import { startPendingLogin } from "./session.server.ts";

/**
 * What follows a right password: the second step when the owner turned it on (ADR 031); during a
 * wave, a code by e-mail for a device the account does not know (ADR 035); else the portal.
 */
export async function afterPassword(
  facts: LoginFacts,
  owner: { ownerId: number; name: string; email: string; wave: boolean; knownDevice: boolean },
  now: Date,
): Promise<LoginStep> {
  const { db } = facts;
  if (!(await asksSecondFactor(db, ownerFactors, owner.ownerId))) {
    if (!owner.wave || owner.knownDevice) return openPortal(facts, owner, now);
    // A code still usable was mailed already: the owner types that one (no second mail).
    const code = await issueLoginCode(db, owner.ownerId, now);
    if (code) await mailLoginCode(facts, owner, code, now);
  }
  // The code comes next, within five minutes (the pending login's lifetime).
  return {
    next: "code",
    cookies: [await startPendingLogin(facts.storage, owner.ownerId, Date.now())],
  };
}
