import { dbContext, secondFactorKeyContext, siteContext, visitorContext } from "#app/contexts.ts";
import {
  ownerFactorTables,
  readFactor,
  unusedFactorCodes,
} from "#app/data/auth/second-factors.server.ts";
import { findOwnerById } from "#app/data/owners/owners.server.ts";
import { formatDate } from "#app/domain/dates.ts";
import { SecurityPanel } from "#app/features/owners/security-panel.tsx";
import { SessionsPanel } from "#app/features/owners/sessions-panel.tsx";
import { PageFrame } from "#app/features/shell/page-frame.tsx";
import { messages } from "#app/locales/messages.server.ts";
import { ownerContext } from "#app/middleware/owner.server.ts";
import { htmlConstraints } from "#app/model/forms/html-constraints.ts";
import type { FormFailure } from "#app/model/forms/submission.ts";
import { appCodeSchema, passwordAgainSchema } from "#app/model/owners/second-factor.ts";
import { pageUrl } from "#app/routing/route-table.ts";
import { siteNameOf } from "#app/seo/page-description.server.ts";
import { pageMeta } from "#app/seo/page-meta.ts";
import { appSetup } from "#app/services/accounts/app-setup.server.ts";
import { openFactorSecret } from "#app/services/accounts/second-factor.server.ts";
import { ownerFactors } from "#app/services/owners/owner-account-stores.server.ts";
import { sessionsView } from "#app/services/owners/security-sessions.server.ts";
import type { Route } from "./+types/security";
import { securityAction } from "./security-action.server.ts";

// docs/requirements.md §15 "optional second factor" (ADR 031): the owner turns on a code from an authenticator app
// after the password, gets recovery codes, makes new ones, or turns it off. ADR 036: the
// owner's open sessions, each of which can be ended.
export async function loader({ url, context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const { language } = context.get(visitorContext);
  const owner = context.get(ownerContext);
  const factor = await readFactor(db, ownerFactorTables, owner.id);
  const pending = factor && !factor.enabledAt ? factor : undefined;
  // The e-mail address names the account in the app: read only while setting up. A pending secret the
  // key cannot open (SECOND_FACTOR_KEY changed) reads as none: the owner starts the setup again.
  const account = pending && (await findOwnerById(db, owner.id));
  const secret =
    pending &&
    (await openFactorSecret(
      db,
      ownerFactors,
      { key: await context.get(secondFactorKeyContext)(), accountId: owner.id },
      pending,
    ));
  const issuer = siteNameOf(context.get(siteContext).config, language);
  const texts = messages[language].owners;
  return {
    head: { title: texts.secondFactor.title, noindex: true },
    portal: { label: texts.portal.title, url: pageUrl("ownerPortal", language) },
    setup: secret ? appSetup({ issuer, account: account?.email ?? "", secret }) : undefined,
    enabled: factor?.enabledAt
      ? {
          since: formatDate(factor.enabledAt, language),
          codesLeft: await unusedFactorCodes(db, ownerFactorTables, owner.id),
        }
      : undefined,
    turnedOff: url.searchParams.has("off"),
    sessions: await sessionsView(db, owner, language, new Date()),
    sessionsEnded: /^\d{1,6}$/.test(url.searchParams.get("ended") ?? "")
      ? Number(url.searchParams.get("ended"))
      : undefined,
    constraints: {
      code: htmlConstraints(appCodeSchema),
      password: htmlConstraints(passwordAgainSchema),
    },
  };
}

export function action({ request, url, context }: Route.ActionArgs) {
  return securityAction(request, url, context);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData ? pageMeta(matches[1].loaderData, loaderData.head) : [];

export default function SecurityRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { head, portal, sessions, sessionsEnded, ...panel } = loaderData;
  const codes = actionData && "codes" in actionData ? actionData.codes : undefined;
  const failure = actionData && "errors" in actionData ? (actionData as FormFailure) : undefined;
  return (
    <PageFrame heading={head.title} breadcrumb={[portal, { label: head.title, url: "" }]}>
      <SecurityPanel {...panel} codes={codes} failure={failure} />
      <SessionsPanel sessions={sessions} ended={sessionsEnded} />
    </PageFrame>
  );
}
