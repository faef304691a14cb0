import { useTranslation } from "react-i18next";
import { dbContext } from "#app/contexts.ts";
import { DemandTable } from "#app/features/admin/people/demand-table.tsx";
import { RegisterPage } from "#app/features/admin/people/register-page.tsx";
import { bundles, messages } from "#app/locales/messages.server.ts";
import { staffContext } from "#app/middleware/staff.server.ts";
import { demandStatuses, parseDemandFilter } from "#app/model/people/register-filters.ts";
import { demandSearchList, eraseDemandEntry } from "#app/services/admin/register-lists.server.ts";
import type { Route } from "./+types/demand";
import { eraseEntryAction, listQuery } from "./register-page.server.ts";
import { staffAct } from "./staff-act.server.ts";

// docs/requirements.md §17: the demand register's searches, filtered by the URL, exported as CSV
// (demand/csv/ with the same filters), one erased at a time (ADR 053).
export async function loader({ url, context }: Route.LoaderArgs) {
  const { language } = context.get(staffContext);
  const filter = parseDemandFilter(url.searchParams);
  const { searches, total } = await demandSearchList(context.get(dbContext), filter, language);
  return {
    title: messages[language].adminPeople.demand.title,
    messages: bundles(language, ["adminPeople"]),
    filter,
    searches,
    total,
    query: listQuery(url),
    erased: url.searchParams.has("erased"),
  };
}

export function action({ request, url, context }: Route.ActionArgs) {
  return eraseEntryAction(request, url, (id) =>
    eraseDemandEntry(context.get(dbContext), id, staffAct(context)),
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }] : [];

export default function DemandRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("adminPeople");
  const { searches, ...page } = loaderData;
  return (
    <RegisterPage
      {...page}
      intro={t("demand.intro")}
      statuses={demandStatuses.map((value) => ({ value, label: t(`statuses.demand.${value}`) }))}
      csvUrl="/admin/demand/csv/"
    >
      <DemandTable searches={searches} />
    </RegisterPage>
  );
}
