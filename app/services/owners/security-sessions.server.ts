import { type RouterContextProvider, redirect } from "react-router";
import { dbContext, visitorContext } from "#app/contexts.ts";
import { formatDateTime } from "#app/domain/dates.ts";
import { ownerSessionLimits } from "#app/domain/owner-session.ts";
import { deviceOf } from "#app/domain/user-agent-device.ts";
import { parseForm } from "#app/http/form.server.ts";
import { ownerContext } from "#app/middleware/owner.server.ts";
import {
  endSessionSchema,
  type SessionAction,
  type SessionView,
} from "#app/model/owners/sessions.ts";
import { pageUrl } from "#app/routing/route-table.ts";
import { openSessions } from "./account-sessions.server.ts";
import { endOwnerSessions } from "./session.server.ts";

// ADR 036: the owner's open sessions on the login security page. The owner ends one of
// them, or every one but this device's; ending this device's own from the list logs it out.
export async function sessionAction(
  request: Request,
  step: SessionAction,
  context: Readonly<RouterContextProvider>,
) {
  const db = context.get(dbContext);
  const owner = context.get(ownerContext);
  const { language } = context.get(visitorContext);
  const now = new Date();
  if (step === "end-others") {
    const ended = await endOwnerSessions(db, owner.id, { except: owner.sessionId }, now);
    return again(`${pageUrl("ownerSecurity", language)}?ended=${ended}`);
  }
  const { value, failure } = await parseForm(request, endSessionSchema, step);
  if (failure) return failure;
  const ended = await endOwnerSessions(db, owner.id, { only: value.session }, now);
  if (value.session === owner.sessionId && ended > 0)
    return again(`${pageUrl("ownerLogin", language)}?loggedOut=1`);
  return again(`${pageUrl("ownerSecurity", language)}?ended=${ended}`);
}

const again = (location: string) =>
  redirect(location, { status: 303, headers: { "Cache-Control": "private, no-store" } });

/** The owner's open sessions as the security page lists them, this device's first. */
export async function sessionsView(
  context: Readonly<RouterContextProvider>,
): Promise<SessionView[]> {
  const owner = context.get(ownerContext);
  const { language } = context.get(visitorContext);
  const sessions = await openSessions(context.get(dbContext), {
    kind: "owner",
    accountId: owner.id,
    limits: ownerSessionLimits,
    now: new Date(),
  });
  const when = (ms: number) => formatDateTime(new Date(ms), language);
  return sessions
    .map((session) => ({
      id: session.id,
      ...deviceOf(session.userAgent),
      address: session.clientAddress,
      started: when(session.startedAt),
      seen: when(session.seenAt),
      current: session.id === owner.sessionId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}
