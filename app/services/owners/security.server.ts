import { data, type RouterContextProvider, redirect } from "react-router";
import {
  dbContext,
  requestContext,
  secondFactorKeyContext,
  visitorContext,
} from "#app/contexts.ts";
import { dropPendingSecret, removeSecondFactor } from "#app/data/owners/second-factor.server.ts";
import { parseForm } from "#app/http/form.server.ts";
import { ownerContext } from "#app/middleware/owner.server.ts";
import type { FormFailure } from "#app/model/forms/submission.ts";
import {
  appCodeSchema,
  passwordAgainSchema,
  type SecurityAction,
  securityActions,
} from "#app/model/owners/second-factor.ts";
import { sessionActions } from "#app/model/owners/sessions.ts";
import { pageUrl } from "#app/routing/route-table.ts";
import { confirmPassword, requestWaits } from "./owner-login.server.ts";
import {
  confirmSecondFactor,
  renewRecoveryCodes,
  startSecondFactor,
} from "./second-factor.server.ts";
import { sessionAction } from "./security-sessions.server.ts";
import { endOwnerSessions } from "./session.server.ts";

// docs/requirements.md §15 "optional second factor" (ADR 031): what the login security page's forms do. Each posts to
// `?do=` its name; a change answers a 303 to the page, new recovery codes are the answer itself (they
// are shown once and never stored readable). ADR 036: turning two-step login on or off and
// new recovery codes end the owner's other sessions; the page's session list has its own forms.

const refusal = (formName: SecurityAction, field: string, key: string, status = 200) =>
  data<FormFailure>({ errors: { [field]: key }, values: {}, formName }, { status });

export async function securityAction(
  request: Request,
  url: URL,
  context: Readonly<RouterContextProvider>,
) {
  const asked = url.searchParams.get("do");
  const sessionStep = sessionActions.find((name) => name === asked);
  if (sessionStep) return sessionAction(request, sessionStep, context);
  const step = securityActions.find((name) => name === asked);
  if (!step) throw data("Unknown form", { status: 400 });
  const db = context.get(dbContext);
  const owner = context.get(ownerContext);
  const page = pageUrl("ownerSecurity", context.get(visitorContext).language);
  const now = new Date();
  const endOthers = () => endOwnerSessions(db, owner.id, { except: owner.sessionId }, now);
  const again = (query = "") =>
    redirect(`${page}${query}`, { status: 303, headers: { "Cache-Control": "private, no-store" } });

  if (step === "start") {
    const key = await context.get(secondFactorKeyContext)();
    await startSecondFactor(db, { ownerId: owner.id, key, now });
    return again();
  }
  if (step === "cancel") {
    await dropPendingSecret(db, owner.id);
    return again();
  }
  if (step === "confirm") {
    const { value, failure } = await parseForm(request, appCodeSchema, step);
    if (failure) return failure;
    const key = await context.get(secondFactorKeyContext)();
    const codes = await confirmSecondFactor(db, { ownerId: owner.id, code: value.code, key, now });
    if (!codes) return refusal(step, "code", "owners:secondFactor.errors.wrong");
    await endOthers();
    return { codes };
  }
  const { value, failure } = await parseForm(request, passwordAgainSchema, step);
  if (failure) return failure;
  const { clientAddress, idle } = context.get(requestContext);
  const checked = await confirmPassword(
    db,
    { ownerId: owner.id, password: value.password, address: clientAddress, now },
    requestWaits(idle),
  );
  if (checked === "throttled") return refusal(step, "form", "owners:login.throttled", 429);
  if (checked === "wrong")
    return refusal(step, "password", "owners:secondFactor.errors.passwordWrong");
  if (step === "codes") {
    const codes = await renewRecoveryCodes(db, owner.id);
    await endOthers();
    return { codes };
  }
  await removeSecondFactor(db, owner.id);
  await endOthers();
  return again("?off=1");
}
