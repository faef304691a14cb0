import { useTranslation } from "react-i18next";
import { dbContext } from "#app/contexts.ts";
import { RegisterPage } from "#app/features/admin/people/register-page.tsx";
import { SubscriberTable } from "#app/features/admin/people/subscriber-table.tsx";
import { bundles, messages } from "#app/locales/messages.server.ts";
import { staffContext } from "#app/middleware/staff.server.ts";
import { parseSubscriberFilter, subscriberStatuses } from "#app/model/people/register-filters.ts";
import { eraseSubscriberEntry, subscriberList } from "#app/services/admin/register-lists.server.ts";
import type { Route } from "./+types/newsletter";
import { eraseEntryAction, listQuery } from "./register-page.server.ts";
import { staffAct } from "./staff-act.server.ts";

// docs/requirements.md §17: the newsletter's subscribers, filtered by the URL, exported as CSV
// (newsletter/csv/ with the same filters), one erased at a time (ADR 053).
export async function loader({ url, context }: Route.LoaderArgs) {
  const { language } = context.get(staffContext);
  const filter = parseSubscriberFilter(url.searchParams);
  const { subscribers, total } = await subscriberList(context.get(dbContext), filter, language);
  return {
    title: messages[language].adminPeople.newsletter.title,
    messages: bundles(language, ["adminPeople"]),
    filter,
    subscribers,
    total,
    query: listQuery(url),
    erased: url.searchParams.has("erased"),
  };
}

export function action({ request, url, context }: Route.ActionArgs) {
  return eraseEntryAction(request, url, (id) =>
    eraseSubscriberEntry(context.get(dbContext), id, staffAct(context)),
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }] : [];

export default function NewsletterRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("adminPeople");
  const { subscribers, ...page } = loaderData;
  return (
    <RegisterPage
      {...page}
      intro={t("newsletter.intro")}
      statuses={subscriberStatuses.map((value) => ({
        value,
        label: t(`statuses.subscriber.${value}`),
      }))}
      csvUrl="/admin/newsletter/csv/"
    >
      <SubscriberTable subscribers={subscribers} />
    </RegisterPage>
  );
}
