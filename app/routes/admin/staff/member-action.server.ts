import { data, type RouterContextProvider } from "react-router";
import * as z from "zod/mini";
import { readDeskForm, seeOther } from "#app/http/desk-form.server.ts";
import { staffContext } from "#app/middleware/staff.server.ts";
import { staffActOf } from "#app/middleware/staff-act.server.ts";
import {
  memberActions,
  memberIdSchema,
  roleSchema,
  sessionSchema,
} from "#app/model/admin/staff-forms.ts";
import { staffMemberPath } from "#app/model/admin/staff-views.ts";
import { deskLoginPath } from "#app/routing/desk-paths.ts";
import { resendInvitation } from "#app/services/admin/staff-invitations.server.ts";
import {
  changeStaffRole,
  disableMember,
  enableMember,
  resetMemberTwoStep,
} from "#app/services/admin/staff-management.server.ts";
import { endStaffSessions } from "#app/services/admin/staff-sessions.server.ts";

// ADR 050: a member page's forms each post to `?do=` its name; this reads the one named, has
// services/admin act, and answers a 303 back to the page with what was done, the page again with why
// nothing changed (409; 422 for a refused form), or the desk's 404 for a member that does not exist.

/** What a member page's `?done=` may say (keys of `adminStaff:done`). */
export const memberDone = [
  "role",
  "disabled",
  "enabled",
  "twoStepReset",
  "resent",
  "invited",
  "ended",
];

/** The member a URL names, or the desk's 404 (the page checks the role first: an agent gets it too). */
export function memberIdOf(params: { memberId?: string | undefined }): number {
  const parsed = z.safeParse(memberIdSchema, params.memberId ?? "");
  if (!parsed.success) throw data(null, { status: 404 });
  return parsed.data;
}

/** Why nothing changed, in a key of `adminStaff:errors`. */
const refuse = (refused: string, status = 409) => data({ refused }, { status });
const notFound = () => data(null, { status: 404 });

export async function memberAction(
  request: Request,
  url: URL,
  context: Readonly<RouterContextProvider>,
  memberId: number,
) {
  const asked = memberActions.find((name) => name === url.searchParams.get("do"));
  if (!asked) throw data("Unknown form", { status: 400 });
  const act = staffActOf(context);
  const page = staffMemberPath(memberId);
  const done = (key: string, count?: number) =>
    seeOther(`${page}?done=${key}${count === undefined ? "" : `&count=${count}`}`);
  if (asked === "role") {
    const { value, failure } = await readDeskForm(request, roleSchema, asked);
    if (failure) return refuse("role", 422);
    const outcome = await changeStaffRole(act, memberId, value.role);
    if ("unknown" in outcome) throw notFound();
    if ("sameRole" in outcome) return refuse("sameRole");
    if ("lastAdmin" in outcome) return refuse("lastAdmin");
    return done("role");
  }
  if (asked === "disable") {
    const outcome = await disableMember(act, memberId);
    if ("unknown" in outcome) throw notFound();
    if ("lastAdmin" in outcome) return refuse("lastAdmin");
    return done("disabled");
  }
  if (asked === "enable") {
    if ("unknown" in (await enableMember(act, memberId))) throw notFound();
    return done("enabled");
  }
  if (asked === "reset-two-step") {
    if ("unknown" in (await resetMemberTwoStep(act, memberId))) throw notFound();
    return done("twoStepReset");
  }
  if (asked === "resend") {
    const outcome = await resendInvitation(act, memberId);
    if ("unknown" in outcome) throw notFound();
    if ("passwordSet" in outcome) return refuse("passwordSet");
    if ("memberDisabled" in outcome) return refuse("memberDisabled");
    return done("resent");
  }
  const { value, failure } = await readDeskForm(request, sessionSchema, asked);
  if (failure) return refuse("session", 422);
  const ended = await endStaffSessions(act, memberId, { only: value.session });
  if (ended === 0) return refuse("session");
  // An admin who ends their own session from their page is logged out, as "log out" would.
  if (value.session === context.get(staffContext).sessionId)
    return seeOther(`${deskLoginPath}?loggedOut=1`);
  return done("ended", ended);
}
