import { data } from "react-router";
import { dbContext, requestContext } from "#app/contexts.ts";
import { recordPageView } from "#app/data/owners/page-views.server.ts";
import {
  isBot,
  readRecentViews,
  repeatsRecentView,
  writeRecentViews,
} from "#app/domain/page-views.ts";
import {
  consentFromCookie,
  recentViewsCookie,
  recentViewsFromCookie,
} from "#app/http/cookies.server.ts";
import { recordId } from "#app/routing/record-id.ts";
import type { Route } from "./+types/page-view";

// POST /page-view/{id} (issue 15, spec §4 "page views are reported only when consent is given"): the
// property page's beacon, sent after the page has shown. A view counts only with the visitor's
// visit-statistics consent (analytics_storage), not from a bot, and once per visitor and property in
// 30 minutes. Every answer is an empty 204: the page does not wait for it and learns nothing.
export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "POST") throw data(null, { status: 405, headers: { Allow: "POST" } });
  const id = recordId(params.id);
  if (!id) throw data(null, { status: 404 });
  const { secure } = context.get(requestContext);
  const cookies = request.headers.get("cookie");
  const consent = await consentFromCookie(cookies, secure);
  if (!consent?.analytics_storage || isBot(request.headers.get("user-agent")))
    return new Response(null, { status: 204 });
  const now = new Date();
  const minute = Math.floor(now.getTime() / 60_000);
  const views = readRecentViews(await recentViewsFromCookie(cookies, secure));
  if (repeatsRecentView(views, id, minute)) return new Response(null, { status: 204 });
  if (!(await recordPageView(context.get(dbContext), id, now))) throw data(null, { status: 404 });
  return new Response(null, {
    status: 204,
    headers: { "Set-Cookie": await recentViewsCookie(writeRecentViews(views, id, minute), secure) },
  });
}
