import { type RouterContextProvider, redirect } from "react-router";
import { dbContext, ownerSessionsContext, requestContext, visitorContext } from "#app/contexts.ts";
import { pageUrl } from "#app/routing/route-table.ts";
import { startOwnerSession } from "#app/services/auth/session.server.ts";
import { tellAgencyOfLogin } from "./login-mail.server.ts";

/**
 * The end of a login, after the password or after the second factor: the agency is told (spec §6), a
 * new session starts in place of whatever the browser held (stored with the device and address the
 * owner sees on the security page, ADR 036), and the owner goes to the portal.
 */
export async function openPortal(
  context: Readonly<RouterContextProvider>,
  request: Request,
  owner: { ownerId: number; name: string; email: string },
  now: Date,
): Promise<Response> {
  await tellAgencyOfLogin(context, owner, now);
  const facts = context.get(requestContext);
  const storage = context.get(ownerSessionsContext)(facts.secure);
  const cookie = await startOwnerSession(
    context.get(dbContext),
    storage,
    {
      ownerId: owner.ownerId,
      clientAddress: facts.clientAddress,
      userAgent: request.headers.get("user-agent") ?? "",
    },
    new Date(),
  );
  return redirect(pageUrl("ownerPortal", context.get(visitorContext).language), {
    status: 303,
    headers: { "Set-Cookie": cookie, "Cache-Control": "private, no-store" },
  });
}
