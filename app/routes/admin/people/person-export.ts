import { data } from "react-router";
import { dbContext } from "#app/contexts.ts";
import { contentDisposition } from "#app/http/content-disposition.ts";
import { exportPerson, parseAddress } from "#app/services/admin/person-data.server.ts";
import type { Route } from "./+types/person-export";
import { staffAct } from "./staff-act.server.ts";

// GDPR art. 15 (ADR 053): everything held about one address as a JSON download, posted (the address
// stays out of URLs) and audited with counts only.
export async function action({ request, context }: Route.ActionArgs) {
  const address = parseAddress((await request.formData()).get("email"));
  if (address === undefined) throw data(null, { status: 400 });
  const exported = await exportPerson(context.get(dbContext), address, staffAct(context));
  return new Response(`${JSON.stringify(exported, null, 2)}\n`, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": contentDisposition("attachment", "personal-data.json"),
    },
  });
}
