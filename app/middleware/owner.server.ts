import { createContext, type MiddlewareFunction, redirect } from "react-router";
import { dbContext, ownerSessionsContext, requestContext, visitorContext } from "#app/contexts.ts";
import { readOwnerName } from "#app/data/owners/owner-portal.server.ts";
import { pageUrl } from "#app/routing/route-table.ts";
import { endOwnerSession, readOwnerSession } from "#app/services/auth/session.server.ts";

// The owner area's guard (ADR 026): a page of it answers only with an open session of an owner who
// may still log in; otherwise the visitor goes to the login page, with the session cookie removed.
// Every answer of the area is private and never cached, nor indexed.

export interface LoggedInOwner {
  id: number;
  name: string;
}
export const ownerContext = createContext<LoggedInOwner>();

export const privateHeaders = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

export const ownerGuard: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const storage = context.get(ownerSessionsContext)(context.get(requestContext).secure);
  const cookies = request.headers.get("cookie");
  const open = await readOwnerSession(storage, cookies, Date.now());
  const name = open && (await readOwnerName(context.get(dbContext), open.session.ownerId));
  if (!open || !name) {
    const ended = (await storage.getSession(cookies)).has("ownerId");
    const login = pageUrl("ownerLogin", context.get(visitorContext).language);
    throw redirect(ended ? `${login}?ended=1` : login, {
      headers: { ...privateHeaders, "Set-Cookie": await endOwnerSession(storage) },
    });
  }
  context.set(ownerContext, { id: open.session.ownerId, name });
  const response = await next();
  for (const [header, value] of Object.entries(privateHeaders)) response.headers.set(header, value);
  response.headers.append("Set-Cookie", open.setCookie);
  return response;
};
