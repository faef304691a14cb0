import { dbContext } from "#app/contexts.ts";
import { csvResponse } from "#app/http/csv.ts";
import { messages } from "#app/locales/messages.server.ts";
import { staffContext } from "#app/middleware/staff.server.ts";
import { parseDemandFilter } from "#app/model/people/register-filters.ts";
import { exportDemandSearches } from "#app/services/admin/register-lists.server.ts";
import type { Route } from "./+types/demand-csv";
import { separatorOf } from "./register-page.server.ts";
import { staffAct } from "./staff-act.server.ts";

// docs/requirements.md §17: the demand register's searches with the page's filters, as a streamed CSV
// (app/http/csv.ts), audited as "demand.export".
export async function loader({ url, context }: Route.LoaderArgs) {
  const { language } = context.get(staffContext);
  const texts = messages[language].adminPeople;
  const filter = parseDemandFilter(url.searchParams);
  const rows = await exportDemandSearches(
    context.get(dbContext),
    filter,
    language,
    staffAct(context),
  );
  const yes = texts.demand.yes;
  const no = texts.demand.no;
  return csvResponse(
    [
      texts.demand.received,
      texts.demand.name,
      texts.demand.email,
      texts.demand.phone,
      texts.demand.language,
      texts.demand.wanted,
      texts.demand.status,
      texts.demand.account,
    ],
    (async function* () {
      for await (const search of rows)
        yield [
          search.createdAt.toISOString(),
          search.name,
          search.email,
          search.phone,
          search.language,
          search.wanted,
          texts.statuses.demand[search.confirmed ? "confirmed" : "unconfirmed"],
          search.account ? yes : no,
        ];
    })(),
    { filename: "demand-register.csv", separator: separatorOf(url) },
  );
}
