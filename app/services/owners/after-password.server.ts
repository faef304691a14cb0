import { type RouterContextProvider, redirect } from "react-router";
import { dbContext, ownerSessionsContext, requestContext, visitorContext } from "#app/contexts.ts";
import { pageUrl } from "#app/routing/route-table.ts";
import { issueLoginCode } from "./login-code.server.ts";
import { mailLoginCode } from "./login-code-mail.server.ts";
import { openPortal } from "./open-portal.server.ts";
import { asksSecondFactor } from "./second-factor.server.ts";
import { startPendingLogin } from "./session.server.ts";

/**
 * What follows a right password: the second step when the owner turned it on (ADR 031); during a
 * wave, a code by e-mail for a device the account does not know (ADR 035); else the portal.
 */
export async function afterPassword(
  args: { request: Request; context: Readonly<RouterContextProvider> },
  owner: { ownerId: number; name: string; email: string; wave: boolean; knownDevice: boolean },
  now: Date,
): Promise<Response> {
  const { context } = args;
  const db = context.get(dbContext);
  const { secure } = context.get(requestContext);
  if (!(await asksSecondFactor(db, owner.ownerId))) {
    if (!owner.wave || owner.knownDevice) return openPortal(args, owner, now);
    // A code still usable was mailed already: the owner types that one (no second mail).
    const code = await issueLoginCode(db, owner.ownerId, now);
    if (code) await mailLoginCode(context, owner, code, now);
  }
  // The code comes next, within five minutes (the pending login's lifetime).
  const storage = context.get(ownerSessionsContext)(secure);
  return redirect(pageUrl("ownerLoginCode", context.get(visitorContext).language), {
    status: 303,
    headers: {
      "Set-Cookie": await startPendingLogin(storage, owner.ownerId, Date.now()),
      "Cache-Control": "private, no-store",
    },
  });
}
