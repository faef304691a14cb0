import { deviceOf, keepDevice } from "#app/services/accounts/known-device.server.ts";
import type { LoginFacts, LoginStep } from "./login-facts.server.ts";
import { tellAgencyOfLogin } from "./login-mail.server.ts";
import { ownerDevices } from "./owner-account-stores.server.ts";
import { startOwnerSession } from "./session.server.ts";

/**
 * The end of a login, after the password or after the second step: the agency is told (docs/requirements.md §6), a
 * new session starts in place of whatever the browser held (stored with the device and address the
 * owner sees on the security page, ADR 036), the device becomes one the account knows (ADR 035), and
 * the owner goes to the portal.
 */
export async function openPortal(
  facts: LoginFacts,
  owner: { ownerId: number; name: string; email: string },
  now: Date,
): Promise<LoginStep> {
  await tellAgencyOfLogin(facts, owner, now);
  const { db, storage, secure, clientAddress, userAgent } = facts;
  const session = await startOwnerSession(
    db,
    storage,
    { ownerId: owner.ownerId, clientAddress, userAgent },
    new Date(),
  );
  const device = await deviceOf(db, facts.cookies, secure);
  const known = await keepDevice(db, ownerDevices, {
    accountId: owner.ownerId,
    device,
    secure,
    now,
  });
  return { next: "portal", cookies: [session, known] };
}
