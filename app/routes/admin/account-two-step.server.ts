import { data, type RouterContextProvider } from "react-router";
import { requestContext, secondFactorKeyContext } from "#app/contexts.ts";
import { readDeskForm, seeOther } from "#app/http/desk-form.server.ts";
import { staffContext } from "#app/middleware/staff.server.ts";
import { staffActOf } from "#app/middleware/staff-act.server.ts";
import { deskAppCodeSchema } from "#app/model/admin/desk-login.ts";
import { type AccountTwoStepAction, passwordAgainSchema } from "#app/model/admin/staff-forms.ts";
import { accountPath } from "#app/model/admin/staff-views.ts";
import type { FormFailure } from "#app/model/forms/submission.ts";
import { requestWaits } from "#app/services/accounts/login-throttle.server.ts";
import {
  cancelOwnSetup,
  removeOwnTwoStep,
  renewOwnRecoveryCodes,
} from "#app/services/admin/account-two-step.server.ts";
import {
  confirmStaffEnrolment,
  enrolmentSecret,
} from "#app/services/admin/staff-two-step.server.ts";

// docs/requirements.md §17, ADR 049: the account page's two-step forms. An agent turns it on with the
// login's own setup (the app's secret, then its first code: the recovery codes are this answer, shown
// once), cancels that setup, and turns it off with the password. An admin's is required: those forms
// are not theirs (404); new recovery codes (the password again, the codes this answer) are everyone's.

const refused = (formName: AccountTwoStepAction, field: string, key: string, status: number) =>
  data<FormFailure>({ errors: { [field]: key }, values: {}, formName }, { status });

export async function accountTwoStepAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  asked: AccountTwoStepAction,
) {
  const staff = context.get(staffContext);
  if (staff.role === "admin" && asked !== "two-step-codes")
    throw data("Not found", { status: 404 });
  const act = staffActOf(context);
  const waits = requestWaits(context.get(requestContext).idle);
  if (asked === "two-step-codes") {
    const { value, failure } = await readDeskForm(request, passwordAgainSchema, asked);
    if (failure) return failure;
    const outcome = await renewOwnRecoveryCodes(act, staff, value.password, waits);
    if (Array.isArray(outcome)) return { codes: outcome };
    if (outcome === "off") throw data("Not found", { status: 404 });
    if (outcome === "throttled") return refused(asked, "form", "adminStaff:errors.throttled", 429);
    return refused(asked, "password", "adminStaff:errors.passwordWrong", 422);
  }
  if (asked === "two-step-cancel") {
    await cancelOwnSetup(act, staff);
    return seeOther(`${accountPath}?done=twoStepCancelled`);
  }
  if (asked === "two-step-off") {
    const { value, failure } = await readDeskForm(request, passwordAgainSchema, asked);
    if (failure) return failure;
    const outcome = await removeOwnTwoStep(act, staff, value.password, waits);
    if (outcome === "removed") return seeOther(`${accountPath}?done=twoStepOff`);
    if (outcome === "throttled") return refused(asked, "form", "adminStaff:errors.throttled", 429);
    return refused(asked, "password", "adminStaff:errors.passwordWrong", 422);
  }
  const key = await context.get(secondFactorKeyContext)();
  if (asked === "two-step-start") {
    await enrolmentSecret(act.db, { staffId: staff.id, key, now: act.now });
    return seeOther(accountPath);
  }
  const { value, failure } = await readDeskForm(request, deskAppCodeSchema, asked);
  if (failure) return failure;
  const attempt = { staffId: staff.id, code: value.code, key, address: act.clientAddress };
  const codes = await confirmStaffEnrolment(act.db, { ...attempt, now: act.now }, waits);
  if (Array.isArray(codes)) return { codes };
  if (codes === "throttled") return refused(asked, "form", "admin:twoStep.throttled", 429);
  return refused(asked, "code", "admin:twoStep.wrongSetupCode", 422);
}
