import type { Kysely } from "kysely";
import { data, redirect } from "react-router";
import * as z from "zod/mini";
import { leadExists } from "#app/data/leads/lead-record.server.ts";
import type { Database } from "#app/data/schema.ts";
import type { LoggedInStaff } from "#app/middleware/staff.server.ts";
import { leadIntentSchema, leadProblem } from "#app/model/admin/lead-actions.ts";
import { readDeskId } from "#app/model/admin/url-filter.ts";
import { withoutNul } from "#app/model/forms/submission.ts";
import { resendDelivery } from "#app/services/admin/crm-resend.server.ts";
import { leadPagePath } from "#app/services/admin/lead-assigned-mail.server.ts";
import {
  addNote,
  assignLead,
  changeStatus,
  type LeadActionOutcome,
} from "#app/services/admin/lead-handling.server.ts";

// docs/requirements.md §17 (a lead's actions), ADR 052: the page's forms (and "send again" of ADR 064), posted without
// JavaScript: 303 back to the page once done, 422 with the message and nothing changed, 404 for a lead
// that does not exist.

/** A lead's id in its URL: a positive whole number, else no lead (404). */
export function leadIdOf(param: string | undefined): number {
  const id = readDeskId(param);
  if (id === undefined) throw data(null, { status: 404 });
  return id;
}

interface ActionFacts {
  db: Kysely<Database>;
  staff: LoggedInStaff;
  clientAddress: string;
  origin: string;
}

/** Runs the posted action on the lead and answers it. */
export async function answerLeadAction(request: Request, leadId: number, facts: ActionFacts) {
  // An unknown lead is 404 whatever was posted to it.
  if (!(await leadExists(facts.db, leadId))) throw data(null, { status: 404 });
  const form = await request.formData().catch(() => new FormData());
  // A NUL character is removed as every form's reader removes it (model/forms/submission.ts).
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? withoutNul(value) : undefined;
  };
  const intent = z.safeParse(leadIntentSchema, text("intent"));
  if (!intent.success)
    return data(
      { intent: undefined, problem: "intent" as const, note: undefined },
      { status: 422 },
    );
  const actor = {
    db: facts.db,
    staff: { id: facts.staff.id, name: facts.staff.name, email: facts.staff.email },
    clientAddress: facts.clientAddress,
    origin: facts.origin,
    now: new Date(),
  };
  const outcome = await run(intent.data, leadId, actor, text);
  switch (outcome.kind) {
    case "not-found":
      throw data(null, { status: 404 });
    case "invalid":
      return data(
        {
          intent: intent.data,
          problem: leadProblem(outcome.error),
          // The refused note comes back to be corrected rather than typed again.
          note: intent.data === "note" ? text("note") : undefined,
        },
        { status: 422 },
      );
    default:
      return redirect(`${leadPagePath(leadId)}?saved=${intent.data}`, 303);
  }
}

function run(
  intent: z.output<typeof leadIntentSchema>,
  leadId: number,
  actor: Parameters<typeof assignLead>[0],
  text: (name: string) => string | undefined,
): Promise<LeadActionOutcome> {
  switch (intent) {
    case "status":
      return changeStatus(actor, { leadId, status: text("status") });
    case "assign":
      return assignLead(actor, { leadId, agent: text("agent") });
    case "note":
      return addNote(actor, { leadId, note: text("note") });
    case "resend":
      return resendDelivery(actor, { leadId, delivery: text("delivery") });
  }
}
