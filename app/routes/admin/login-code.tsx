import { data } from "react-router";
import {
  dbContext,
  requestContext,
  secondFactorKeyContext,
  siteContext,
  visitorContext,
} from "#app/contexts.ts";
import { DeskCard, deskCardMeta } from "#app/features/admin/desk-card.tsx";
import { DeskCodeForm } from "#app/features/admin/desk-code-form.tsx";
import { Localized } from "#app/features/shell/localized.tsx";
import { parseForm } from "#app/http/form.server.ts";
import { bundles } from "#app/locales/messages.server.ts";
import { deskLanguage } from "#app/middleware/staff.server.ts";
import { deskCodeSchema } from "#app/model/admin/desk-login.ts";
import { htmlConstraints } from "#app/model/forms/html-constraints.ts";
import type { FormFailure } from "#app/model/forms/submission.ts";
import { siteNameOf } from "#app/seo/page-description.server.ts";
import { requestWaits } from "#app/services/accounts/login-throttle.server.ts";
import { attemptStaffCode } from "#app/services/admin/staff-two-step.server.ts";
import type { Route } from "./+types/login-code";
import { desk, nextOf, pendingStaff } from "./login-steps.server.ts";

// docs/requirements.md §17, ADR 049: after a right password, the code of the member's authenticator app or a
// recovery code, within five minutes (else back to the login), paced like the owners' code step.
export const middleware: Route.MiddlewareFunction[] = [deskLanguage];

export async function loader({ request, url, context }: Route.LoaderArgs) {
  await pendingStaff(request, url, context);
  const { language } = context.get(visitorContext);
  return {
    language,
    messages: bundles(language, ["common", "admin"]),
    agency: siteNameOf(context.get(siteContext).config, language),
    constraints: htmlConstraints(deskCodeSchema),
  };
}

const refusals = {
  wrong: "admin:twoStep.wrong",
  unreadable: "admin:twoStep.unreadable",
  throttled: "admin:twoStep.throttled",
} as const;

export async function action({ request, url, context }: Route.ActionArgs) {
  const staffId = await pendingStaff(request, url, context);
  const { value, failure } = await parseForm(request, deskCodeSchema);
  if (failure) return failure;
  const db = context.get(dbContext);
  const { idle, log, clientAddress } = context.get(requestContext);
  const now = new Date();
  const key = await context.get(secondFactorKeyContext)();
  const attempt = { staffId, code: value.code, key, address: clientAddress, now };
  const outcome = await attemptStaffCode(db, attempt, requestWaits(idle));
  if (outcome === "ok") return desk(request, context, { staffId, next: nextOf(url), now });
  // ADR 036: a key that does not open the stored secret is the operator's to fix; the member is told
  // the code cannot be checked, never let in.
  if (outcome === "unreadable")
    log.error("two-step secret not opened: SECOND_FACTOR_KEY is not its key", { staffId });
  const refusal: FormFailure = { errors: { form: refusals[outcome] }, values: {} };
  return data(refusal, { status: outcome === "throttled" ? 429 : 200 });
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  deskCardMeta(loaderData, (data) => data.messages.admin.twoStep.codeTitle);

export default function DeskLoginCode({ loaderData, actionData }: Route.ComponentProps) {
  const { admin } = loaderData.messages;
  return (
    <Localized speech={loaderData}>
      <DeskCard
        agency={loaderData.agency}
        desk={admin.shell.desk}
        title={admin.twoStep.codeTitle}
        intro={admin.twoStep.codeIntro}
      >
        <DeskCodeForm
          form="desk-code"
          constraints={loaderData.constraints}
          failure={actionData}
          submit={admin.twoStep.submitCode}
          hint={admin.twoStep.codeHint}
        />
      </DeskCard>
    </Localized>
  );
}
