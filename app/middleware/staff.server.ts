import {
  createContext,
  data,
  type MiddlewareFunction,
  type RouterContextProvider,
  redirect,
} from "react-router";
import { dbContext, requestContext, staffSessionsContext, visitorContext } from "#app/contexts.ts";
import type { Language } from "#app/i18n/languages.ts";
import type { StaffRole } from "#app/model/admin/staff-account.ts";
import { deskLoginPath } from "#app/routing/desk-paths.ts";
import { clearSessionCookie, sessionToken } from "#app/services/accounts/session-cookies.server.ts";
import { readStaffSession } from "#app/services/admin/staff-session.server.ts";

// The staff desk's guard (docs/requirements.md §17, ADR 049): who is logged in at the desk, for every
// route under /admin/ but its login and set-password pages.

export interface LoggedInStaff {
  id: number;
  email: string;
  name: string | undefined;
  role: StaffRole;
  /** The desk's language, the member's own choice. */
  language: Language;
  /** The session of this request (its row id). */
  sessionId: number;
}
export const staffContext = createContext<LoggedInStaff>();

/**
 * Every desk route's first middleware: its pages speak the visitor's remembered language until the
 * guard knows the member's. (The desk's headers are the server's: server/desk-headers.ts; cross-site
 * POSTs are refused before any route, for the whole site: server/same-origin.ts.)
 */
export const deskLanguage: MiddlewareFunction<Response> = ({ context }) => {
  const visitor = context.get(visitorContext);
  context.set(visitorContext, { ...visitor, language: visitor.preferredLanguage });
};

/**
 * A desk page answers only within an open session of an enabled account, held to its role's limits;
 * otherwise a 303 to the login page (which says so when a session ended), the cookie removed, and
 * the page asked for kept to return to after the login. The desk speaks the member's language.
 */
export const staffGuard: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const db = context.get(dbContext);
  const sessions = context.get(staffSessionsContext);
  const storage = sessions.storage(context.get(requestContext).secure);
  const cookies = request.headers.get("cookie");
  const open = await readStaffSession(
    db,
    { storage, limits: sessions.limits },
    cookies,
    new Date(),
  );
  if (!open) {
    const ended = (await sessionToken(storage, cookies)) !== undefined;
    const url = new URL(request.url);
    const asked = request.method === "GET" ? `${url.pathname}${url.search}` : url.pathname;
    const query = new URLSearchParams({ next: asked.replace(/\.data$/, "") });
    if (ended) query.set("ended", "1");
    throw redirect(`${deskLoginPath}?${query}`, {
      status: 303,
      headers: { "Set-Cookie": await clearSessionCookie(storage) },
    });
  }
  const { member, session } = open;
  context.set(staffContext, { ...member, sessionId: session.id });
  context.set(visitorContext, { ...context.get(visitorContext), language: member.language });
  return next();
};

/**
 * An admin's page (ADR 049): an agent asking for it gets the site's 404, as if it did not exist
 * (never a 403, which would say there is something). Answers the admin.
 */
export function requireAdmin(context: Readonly<RouterContextProvider>): LoggedInStaff {
  const staff = context.get(staffContext);
  if (staff.role !== "admin") throw data(null, { status: 404 });
  return staff;
}
