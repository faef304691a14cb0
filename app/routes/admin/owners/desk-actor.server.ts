import type { RouterContextProvider } from "react-router";
import { requestContext } from "#app/contexts.ts";
import { staffContext } from "#app/middleware/staff.server.ts";
import type { DeskActor } from "#app/services/admin/desk-actor.ts";

/** Who acts at the desk, and from where: what the owner pages' use cases write in the audit log. */
export function deskActor(context: Readonly<RouterContextProvider>): DeskActor {
  return {
    staffId: context.get(staffContext).id,
    clientAddress: context.get(requestContext).clientAddress,
  };
}
