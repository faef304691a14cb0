import { type RouterContextProvider, redirect } from "react-router";
import { dbContext, ownerSessionsContext, requestContext, visitorContext } from "#app/contexts.ts";
import { pageUrl } from "#app/routing/route-table.ts";
import { deviceOf, keepDevice } from "./known-device.server.ts";
import { tellAgencyOfLogin } from "./login-mail.server.ts";
import { startOwnerSession } from "./session.server.ts";

/**
 * The end of a login, after the password or after the second step: the agency is told (docs/requirements.md §6), a
 * new session starts in place of whatever the browser held (stored with the device and address the
 * owner sees on the security page, ADR 036), the device becomes one the account knows (ADR 035), and
 * the owner goes to the portal.
 */
export async function openPortal(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  owner: { ownerId: number; name: string; email: string },
  now: Date,
): Promise<Response> {
  await tellAgencyOfLogin(context, owner, now);
  const db = context.get(dbContext);
  const { secure, clientAddress } = context.get(requestContext);
  const storage = context.get(ownerSessionsContext)(secure);
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  const session = await startOwnerSession(
    db,
    storage,
    {
      ownerId: owner.ownerId,
      clientAddress,
      userAgent: request.headers.get("user-agent") ?? "",
    },
    new Date(),
  );
  headers.append("Set-Cookie", session);
  const device = await deviceOf(db, request.headers.get("cookie"), secure);
  headers.append(
    "Set-Cookie",
    await keepDevice(db, { ownerId: owner.ownerId, device, secure, now }),
  );
  return redirect(pageUrl("ownerPortal", context.get(visitorContext).language), {
    status: 303,
    headers,
  });
}
