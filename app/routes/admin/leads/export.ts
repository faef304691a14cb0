import { dbContext, requestContext } from "#app/contexts.ts";
import { csvResponse } from "#app/http/csv.ts";
import { messages } from "#app/locales/messages.server.ts";
import { staffContext } from "#app/middleware/staff.server.ts";
import { readInboxFilter } from "#app/model/leads/lead-inbox-filter.ts";
import { exportLeads } from "#app/services/admin/lead-export.server.ts";
import type { Route } from "./+types/export";

// docs/requirements.md §17 (the leads inbox's CSV export), ADR 051: the list's filters (a bad one is
// ignored, as on the list), `separator=semicolon` for Belgian Excel; streamed, audited.
export async function loader({ url, context }: Route.LoaderArgs) {
  const staff = context.get(staffContext);
  const { filter } = readInboxFilter(url.searchParams);
  const separator = url.searchParams.get("separator") === "semicolon" ? ";" : ",";
  const texts = messages[staff.language].adminLeads;
  const now = new Date();
  const { header, rows } = await exportLeads(context.get(dbContext), filter, texts, {
    staffId: staff.id,
    clientAddress: context.get(requestContext).clientAddress,
    now,
    separator,
  });
  const day = now.toISOString().slice(0, 10);
  return csvResponse(header, rows, { filename: `${texts.export.filename}-${day}.csv`, separator });
}
