import { redirect } from "react-router";
import { dbContext, requestContext, staffSessionsContext } from "#app/contexts.ts";
import { staffContext } from "#app/middleware/staff.server.ts";
import { deskLoginPath } from "#app/routing/desk-paths.ts";
import { clearSessionCookie } from "#app/services/accounts/session-cookies.server.ts";
import { closeDesk } from "#app/services/admin/desk-door.server.ts";
import type { Route } from "./+types/logout";

// A member's logout (a POST from the desk's bar, behind the guard): the session ends on the server, so
// that a copy of the cookie opens nothing after it (ADR 049), the cookie goes, and the login page says so.
export async function action({ context }: Route.ActionArgs) {
  const { id, sessionId } = context.get(staffContext);
  const { secure, clientAddress } = context.get(requestContext);
  await closeDesk(context.get(dbContext), { staffId: id, sessionId, clientAddress }, new Date());
  const storage = context.get(staffSessionsContext).storage(secure);
  return redirect(`${deskLoginPath}?loggedOut=1`, {
    status: 303,
    headers: { "Set-Cookie": await clearSessionCookie(storage) },
  });
}
