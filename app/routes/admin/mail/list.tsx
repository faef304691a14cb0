import { dbContext, deskOperationsContext, requestContext, siteContext } from "#app/contexts.ts";
import { MailLogPage } from "#app/features/admin/mail-log.tsx";
import type { TestMailResult } from "#app/features/admin/test-mail-form.tsx";
import { parseForm } from "#app/http/form.server.ts";
import { bundles } from "#app/locales/messages.server.ts";
import { staffContext } from "#app/middleware/staff.server.ts";
import { type MailLogFilter, readMailLogFilter } from "#app/model/admin/mail-log.ts";
import { testMailSchema } from "#app/model/admin/test-mail.ts";
import { htmlConstraints } from "#app/model/forms/html-constraints.ts";
import type { FormFailure } from "#app/model/forms/submission.ts";
import { mailLog } from "#app/services/admin/mail-log.server.ts";
import { opsHead } from "#app/services/admin/ops-head.server.ts";
import { sendTestMail } from "#app/services/admin/test-mail.server.ts";
import type { Route } from "./+types/list";

// The desk's mail log (docs/requirements.md §17 "Mail log", ADR 054): every outbox message, newest
// first, filtered by state and kind in the URL, 50 a page; and "send a test mail". Agents and admins.

const listPath = "/admin/mail/";

/** The list's URL with these filters (page 1 is left out). */
function listUrl({ state, kind, page }: Partial<MailLogFilter>): string {
  const params = new URLSearchParams();
  if (state) params.set("state", state);
  if (kind) params.set("kind", kind);
  if (page && page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `${listPath}?${query}` : listPath;
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const staff = context.get(staffContext);
  const filter = readMailLogFilter(url.searchParams);
  const log = await mailLog(context.get(dbContext), filter);
  return {
    ...opsHead(staff.language, (texts) => texts.mail.title),
    filter: { state: filter.state, kind: filter.kind },
    log: {
      ...log,
      entries: log.entries.map((entry) => ({ ...entry, url: `${listPath}${entry.id}/` })),
    },
    previousUrl: log.page > 1 ? listUrl({ ...filter, page: log.page - 1 }) : undefined,
    nextUrl: log.page < log.pages ? listUrl({ ...filter, page: log.page + 1 }) : undefined,
    testMail: { defaultTo: staff.email, constraints: { to: htmlConstraints(testMailSchema).to } },
    messages: bundles(staff.language, ["adminOps"]),
  };
}

/** "Send a test mail": the answer is the SMTP server's, shown on this page (not a redirect). */
export async function action({ request, context }: Route.ActionArgs) {
  const parsed = await parseForm(request, testMailSchema);
  if (parsed.failure) return parsed.failure;
  const staff = context.get(staffContext);
  const { origin, clientAddress } = context.get(requestContext);
  const outcome = await sendTestMail(
    context.get(dbContext),
    parsed.value.to,
    {
      smtpUrl: context.get(deskOperationsContext).smtpUrl,
      config: context.get(siteContext).config,
      origin,
      staff,
      clientAddress,
    },
    new Date(),
  );
  const result: TestMailResult = "sent" in outcome ? { ...outcome, to: parsed.value.to } : outcome;
  return { result };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.documentTitle }];

export default function MailLogRoute({ loaderData, actionData }: Route.ComponentProps) {
  const failure = actionData && "errors" in actionData ? (actionData as FormFailure) : undefined;
  const result = actionData && "result" in actionData ? actionData.result : undefined;
  return (
    <MailLogPage
      {...loaderData}
      clearUrl={listPath}
      testMail={{ ...loaderData.testMail, failure, result }}
    />
  );
}
