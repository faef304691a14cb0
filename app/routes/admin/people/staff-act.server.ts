import type { RouterContextProvider } from "react-router";
import { requestContext } from "#app/contexts.ts";
import { staffContext } from "#app/middleware/staff.server.ts";
import type { StaffAct } from "#app/services/admin/person-data.server.ts";

/** Who acts at the desk, from where, now: what the people pages' use cases audit (ADR 053). */
export function staffAct(context: Readonly<RouterContextProvider>): StaffAct {
  return {
    staffId: context.get(staffContext).id,
    clientAddress: context.get(requestContext).clientAddress,
    now: new Date(),
  };
}
