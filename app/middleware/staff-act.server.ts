import type { RouterContextProvider } from "react-router";
import { dbContext, requestContext, siteContext } from "#app/contexts.ts";
import type { StaffAct } from "#app/services/admin/staff-act.server.ts";
import type { MailFacts } from "#app/services/admin/staff-invitations.server.ts";
import { staffContext } from "./staff.server.ts";

/**
 * What a staff action's use case (services/admin/) needs of this request: the logged-in member, the
 * address for the audit log, the site's name and origin for a mail. One reader for the staff and
 * account route folders (ADR 042), like lead-facts.server.ts for the lead forms.
 */
export function staffActOf(context: Readonly<RouterContextProvider>): StaffAct & MailFacts {
  const { origin, clientAddress } = context.get(requestContext);
  return {
    db: context.get(dbContext),
    actorId: context.get(staffContext).id,
    clientAddress,
    now: new Date(),
    config: context.get(siteContext).config,
    origin,
  };
}
