import { type RouterContextProvider, redirect } from "react-router";
import { dbContext, requestContext, staffSessionsContext } from "#app/contexts.ts";
import { deskReturnPath } from "#app/http/return-path.ts";
import { deskLoginPath } from "#app/routing/desk-paths.ts";
import {
  readPendingLogin,
  startPendingLogin,
} from "#app/services/accounts/session-cookies.server.ts";
import { openDesk } from "#app/services/admin/desk-door.server.ts";
import type { DeskSessions } from "#app/services/admin/staff-session.server.ts";

// The desk login's steps (ADR 049): the password, then the code or (an admin without two-step login)
// its setup, within five minutes; each step keeps the page asked for (`next`) to go to at the end.

type Context = Readonly<RouterContextProvider>;

/** The desk's cookie storage for this request, and the roles' limits. */
export function deskSessions(context: Context): DeskSessions {
  const { storage, limits } = context.get(staffSessionsContext);
  return { storage: storage(context.get(requestContext).secure), limits };
}

/** The page to go to after the login, from the step's address. */
export const nextOf = (url: URL) => deskReturnPath(url.searchParams.get("next"));

const stepPaths = { code: `${deskLoginPath}code/`, enrol: `${deskLoginPath}two-step/` };

/** A 303 to the next step, the cookie naming the member whose password was right. */
export async function toStep(
  context: Context,
  { staffId, step, next }: { staffId: number; step: "code" | "enrol"; next: string },
): Promise<Response> {
  const cookie = await startPendingLogin(deskSessions(context).storage, staffId, Date.now());
  return redirect(`${stepPaths[step]}?${new URLSearchParams({ next })}`, {
    status: 303,
    headers: { "Set-Cookie": cookie },
  });
}

/** The member of a login waiting for its second step; past five minutes, back to the login. */
export async function pendingStaff(request: Request, url: URL, context: Context): Promise<number> {
  const cookies = request.headers.get("cookie");
  const staffId = await readPendingLogin(deskSessions(context).storage, cookies, Date.now());
  if (staffId === undefined)
    throw redirect(`${deskLoginPath}?${new URLSearchParams({ next: nextOf(url), ended: "1" })}`, {
      status: 303,
    });
  return staffId;
}

/** The login complete: a new session (audited) and the page asked for. */
export async function desk(
  request: Request,
  context: Context,
  { staffId, next, now }: { staffId: number; next: string; now: Date },
): Promise<Response> {
  return redirect(next, {
    status: 303,
    headers: { "Set-Cookie": await openedDesk(request, context, staffId, now) },
  });
}

/** The Set-Cookie of a new session for the member (audited "login"). */
export function openedDesk(
  request: Request,
  context: Context,
  staffId: number,
  now: Date,
): Promise<string> {
  const origin = {
    staffId,
    clientAddress: context.get(requestContext).clientAddress,
    userAgent: request.headers.get("user-agent") ?? "",
  };
  return openDesk(context.get(dbContext), deskSessions(context), origin, now);
}
