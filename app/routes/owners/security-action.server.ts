import { data, type RouterContextProvider, redirect } from "react-router";
import {
  dbContext,
  requestContext,
  secondFactorKeyContext,
  visitorContext,
} from "#app/contexts.ts";
import { parseForm } from "#app/http/form.server.ts";
import { ownerContext } from "#app/middleware/owner.server.ts";
import type { FormFailure } from "#app/model/forms/submission.ts";
import { endSessionSchema } from "#app/model/owners/end-session.ts";
import {
  appCodeSchema,
  passwordAgainSchema,
  type SecurityAction,
  securityActions,
} from "#app/model/owners/second-factor.ts";
import { sessionActions } from "#app/model/owners/sessions.ts";
import { pageUrl } from "#app/routing/route-table.ts";
import { changeSecurity, type SecurityChange } from "#app/services/owners/security.server.ts";
import { endSessions } from "#app/services/owners/security-sessions.server.ts";

// The security page's forms (ADR 031, ADR 036) each post to `?do=` its name: this reads the form
// named, has services/owners act, and answers a 303 to the page, the new recovery codes, or the
// form again with its message.

type FormRefusal = ReturnType<typeof data<FormFailure>>;

const again = (location: string) =>
  redirect(location, { status: 303, headers: { "Cache-Control": "private, no-store" } });

const refusals = {
  wrongCode: { field: "code", key: "owners:secondFactor.errors.wrong", status: 200 },
  wrongPassword: {
    field: "password",
    key: "owners:secondFactor.errors.passwordWrong",
    status: 200,
  },
  throttled: { field: "form", key: "owners:login.throttled", status: 429 },
} as const;

export async function securityAction(
  request: Request,
  url: URL,
  context: Readonly<RouterContextProvider>,
) {
  const asked = url.searchParams.get("do");
  const db = context.get(dbContext);
  const owner = context.get(ownerContext);
  const { language } = context.get(visitorContext);
  const page = pageUrl("ownerSecurity", language);
  const now = new Date();
  const sessionStep = sessionActions.find((name) => name === asked);
  if (sessionStep === "end-others") {
    const { ended } = await endSessions(db, owner, { allButThis: true }, now);
    return again(`${page}?ended=${ended}`);
  }
  if (sessionStep) {
    const { value, failure } = await parseForm(request, endSessionSchema, sessionStep);
    if (failure) return failure;
    const { ended, loggedOut } = await endSessions(db, owner, { only: value.session }, now);
    return again(
      loggedOut ? `${pageUrl("ownerLogin", language)}?loggedOut=1` : `${page}?ended=${ended}`,
    );
  }
  const step = securityActions.find((name) => name === asked);
  if (!step) throw data("Unknown form", { status: 400 });
  const change = await securityChange(request, step);
  if ("failure" in change) return change.failure;
  const { clientAddress, idle } = context.get(requestContext);
  const outcome = await changeSecurity(
    { db, secondFactorKey: context.get(secondFactorKeyContext), clientAddress, idle },
    owner,
    change,
    now,
  );
  if ("done" in outcome) return again(outcome.done === "disabled" ? `${page}?off=1` : page);
  if ("codes" in outcome) return { codes: outcome.codes };
  const { field, key, status } = refusals[outcome.refused];
  return data<FormFailure>({ errors: { [field]: key }, values: {}, formName: step }, { status });
}

/** The change a form asks for, its fields read: the code, or the password asked again. */
async function securityChange(
  request: Request,
  step: SecurityAction,
): Promise<SecurityChange | { failure: FormRefusal }> {
  if (step === "start" || step === "cancel") return { step };
  if (step === "confirm") {
    const { value, failure } = await parseForm(request, appCodeSchema, step);
    return failure ? { failure } : { step, code: value.code };
  }
  const { value, failure } = await parseForm(request, passwordAgainSchema, step);
  return failure ? { failure } : { step, password: value.password };
}
