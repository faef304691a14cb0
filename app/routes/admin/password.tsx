import { data, redirect } from "react-router";
import { dbContext, requestContext, siteContext, visitorContext } from "#app/contexts.ts";
import { DeskCard, deskCardMeta } from "#app/features/admin/desk-card.tsx";
import { DeskPasswordForm } from "#app/features/admin/desk-password-form.tsx";
import { Localized } from "#app/features/shell/localized.tsx";
import { parseForm } from "#app/http/form.server.ts";
import { linkToken } from "#app/http/link-token.server.ts";
import { bundles } from "#app/locales/messages.server.ts";
import { deskLanguage } from "#app/middleware/staff.server.ts";
import { htmlConstraints } from "#app/model/forms/html-constraints.ts";
import { newPasswordSchema } from "#app/model/owners/password-reset.ts";
import { deskLoginPath } from "#app/routing/desk-paths.ts";
import { linkTokenPageHeaders } from "#app/routing/link-token-pages.ts";
import { siteNameOf } from "#app/seo/page-description.server.ts";
import { setStaffPassword } from "#app/services/admin/password-link.server.ts";
import type { Route } from "./+types/password";

// docs/requirements.md §17, ADR 047, 049: the link `npm run staff -- add` prints (or an admin's invitation mails):
// the member's password, twice, by the owners' rules; single use, 24 hours, then the login. Opening
// the link changes nothing; its token leaves the address at once (ADR 041). Like every desk page, it
// loads no third-party tag.
export const middleware: Route.MiddlewareFunction[] = [deskLanguage];

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { language } = context.get(visitorContext);
  const token = (await linkToken(request, url, context.get(requestContext).secure)) ?? "";
  return {
    language,
    // The password rules' messages are the owners' (one set of rules, ADR 047).
    messages: bundles(language, ["common", "admin", "owners"]),
    agency: siteNameOf(context.get(siteContext).config, language),
    constraints: htmlConstraints(newPasswordSchema),
    token: /^[\w-]{32}$/.test(token) ? token : undefined,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { value, failure } = await parseForm(request, newPasswordSchema);
  if (failure) return failure;
  const outcome = await setStaffPassword(context.get(dbContext), value, new Date());
  if ("invalid" in outcome) return data({ invalid: true as const }, { status: 400 });
  if ("problem" in outcome)
    return data(
      {
        errors: { password: `owners:passwordReset.errors.${outcome.problem}` },
        values: { token: value.token },
      },
      { status: 400 },
    );
  return redirect(`${deskLoginPath}?passwordSet=1`, 303);
}

// The page holds the link's token: never sent on as a referrer (ADR 041).
export function headers() {
  return linkTokenPageHeaders;
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  deskCardMeta(loaderData, (data) => data.messages.admin.password.title);

export default function DeskPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { admin } = loaderData.messages;
  const invalid = !loaderData.token || (actionData !== undefined && "invalid" in actionData);
  return (
    <Localized speech={loaderData}>
      <DeskCard
        agency={loaderData.agency}
        desk={admin.shell.desk}
        title={admin.password.title}
        intro={invalid ? admin.password.invalid : admin.password.intro}
      >
        {invalid || !loaderData.token ? (
          <p>
            <a href={deskLoginPath}>{admin.login.title}</a>
          </p>
        ) : (
          <DeskPasswordForm
            constraints={loaderData.constraints}
            token={loaderData.token}
            failure={actionData && !("invalid" in actionData) ? actionData : undefined}
          />
        )}
      </DeskCard>
    </Localized>
  );
}
