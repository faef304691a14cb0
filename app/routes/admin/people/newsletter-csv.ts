import { dbContext } from "#app/contexts.ts";
import { csvResponse } from "#app/http/csv.ts";
import { messages } from "#app/locales/messages.server.ts";
import { staffContext } from "#app/middleware/staff.server.ts";
import { parseSubscriberFilter } from "#app/model/people/register-filters.ts";
import { exportSubscribers } from "#app/services/admin/register-lists.server.ts";
import type { Route } from "./+types/newsletter-csv";
import { separatorOf } from "./register-page.server.ts";
import { staffAct } from "./staff-act.server.ts";

// docs/requirements.md §17: the newsletter's subscribers with the page's filters, as a streamed CSV
// (app/http/csv.ts), audited as "newsletter.export".
export async function loader({ url, context }: Route.LoaderArgs) {
  const texts = messages[context.get(staffContext).language].adminPeople;
  const filter = parseSubscriberFilter(url.searchParams);
  const rows = await exportSubscribers(context.get(dbContext), filter, staffAct(context));
  const iso = (value: Date | string | null) =>
    value === null ? "" : new Date(value).toISOString();
  return csvResponse(
    [
      texts.newsletter.address,
      texts.newsletter.language,
      texts.newsletter.status,
      texts.newsletter.signedUp,
      texts.newsletter.confirmed,
      texts.newsletter.unsubscribed,
    ],
    (async function* () {
      for await (const row of rows)
        yield [
          row.email,
          row.language,
          texts.statuses.subscriber[row.status],
          iso(row.created_at),
          iso(row.confirmed_at),
          iso(row.unsubscribed_at),
        ];
    })(),
    { filename: "newsletter.csv", separator: separatorOf(url) },
  );
}
