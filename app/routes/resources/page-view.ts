import { data } from "react-router";
import { dbContext, requestContext } from "#app/contexts.ts";
import { consentFromCookie } from "#app/http/cookies.server.ts";
import { recordId } from "#app/routing/record-id.ts";
import { countPageView } from "#app/services/page-views/count-page-view.server.ts";
import type { Route } from "./+types/page-view";

// POST /page-view/{id} (docs/requirements.md §15, §4 "page views are reported only when consent is given"): the
// property page's beacon, sent after the page has shown with the page's own token. A view counts only
// with the visitor's visit-statistics consent (analytics_storage), and as the server decides (ADR 037:
// a valid token, no bot, once per client and property in 30 minutes, a cap per address). Every answer
// is an empty 204: the page does not wait for it and learns nothing.
export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "POST") throw data(null, { status: 405, headers: { Allow: "POST" } });
  const id = recordId(params.id);
  if (!id) throw data(null, { status: 404 });
  const { secure, clientAddress } = context.get(requestContext);
  const consent = await consentFromCookie(request.headers.get("cookie"), secure);
  if (!consent?.analytics_storage) return new Response(null, { status: 204 });
  const form = await request.formData().catch(() => undefined);
  const outcome = await countPageView(context.get(dbContext), {
    propertyId: id,
    token: form?.get("token"),
    address: clientAddress,
    userAgent: request.headers.get("user-agent"),
    now: new Date(),
  });
  if (outcome === "gone") throw data(null, { status: 404 });
  return new Response(null, { status: 204 });
}
