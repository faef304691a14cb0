import { createContext, type MiddlewareFunction, redirect } from "react-router";
import { dbContext, ownerSessionsContext, requestContext, visitorContext } from "#app/contexts.ts";
import { readOwnerName } from "#app/data/owners/owner-portal.server.ts";
import { pageUrl } from "#app/routing/route-table.ts";
import { clearSessionCookie, sessionToken } from "#app/services/accounts/session-cookies.server.ts";
import { readOwnerSession } from "#app/services/owners/session.server.ts";

// The owner area's guard (ADR 026, ADR 036): a page of it answers only with an open session, stored
// server-side, of an owner who may still log in; otherwise the visitor goes to the login page, with
// the session cookie removed. Every answer of the area is private and never cached, nor indexed.

export interface LoggedInOwner {
  id: number;
  name: string;
  /** The session of this request (its row id): "this device" on the security page. */
  sessionId: number;
}
export const ownerContext = createContext<LoggedInOwner>();

export const privateHeaders = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

export const ownerGuard: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const db = context.get(dbContext);
  const storage = context.get(ownerSessionsContext)(context.get(requestContext).secure);
  const cookies = request.headers.get("cookie");
  const open = await readOwnerSession(db, storage, cookies, new Date());
  const name = open && (await readOwnerName(db, open.accountId));
  if (!open || !name) {
    const ended = (await sessionToken(storage, cookies)) !== undefined;
    const login = pageUrl("ownerLogin", context.get(visitorContext).language);
    throw redirect(ended ? `${login}?ended=1` : login, {
      headers: { ...privateHeaders, "Set-Cookie": await clearSessionCookie(storage) },
    });
  }
  context.set(ownerContext, { id: open.accountId, name, sessionId: open.id });
  const response = await next();
  for (const [header, value] of Object.entries(privateHeaders)) response.headers.set(header, value);
  return response;
};
