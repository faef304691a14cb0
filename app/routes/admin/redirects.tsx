import { dbContext } from "#app/contexts.ts";
import { readRedirectPage } from "#app/data/redirects/redirects.server.ts";
import { RedirectsPage } from "#app/features/admin/redirects/redirects-page.tsx";
import { doneNotice } from "#app/http/desk-form.server.ts";
import { bundles, messages } from "#app/locales/messages.server.ts";
import { requireAdmin } from "#app/middleware/staff.server.ts";
import { deskPageSize, readUrlFilter } from "#app/model/admin/url-filter.ts";
import { htmlConstraints } from "#app/model/forms/html-constraints.ts";
import {
  addRedirectSchema,
  redirectListShape,
  redirectListUrl,
} from "#app/model/redirects/redirect-forms.ts";
import type { Route } from "./+types/redirects";
import { deskActor } from "./owners/desk-actor.server.ts";
import { redirectsAction, redirectsDone } from "./redirects-action.server.ts";

// Issue 27, ADR 057: the redirects of old addresses, for admins only (an agent gets the desk's 404): the
// list by old path, paged by key and filtered by text in the URL; add one, remove one, import a CSV.
export async function loader({ url, context }: Route.LoaderArgs) {
  const { language } = requireAdmin(context);
  const filter = readUrlFilter(redirectListShape, url.searchParams);
  const rows = await readRedirectPage(context.get(dbContext), {
    text: filter.q,
    after: filter.after,
    limit: deskPageSize + 1,
  });
  const shown = rows.slice(0, deskPageSize);
  const last = shown.at(-1);
  return {
    title: messages[language].adminRedirects.title,
    messages: bundles(language, ["adminRedirects"]),
    filter,
    rows: shown,
    nextUrl:
      rows.length > deskPageSize && last
        ? redirectListUrl({ q: filter.q, after: last.from })
        : undefined,
    firstUrl: filter.after === undefined ? undefined : redirectListUrl({ q: filter.q }),
    done: doneNotice(url, redirectsDone),
    constraints: htmlConstraints(addRedirectSchema),
  };
}

export function action({ request, url, context }: Route.ActionArgs) {
  requireAdmin(context);
  return redirectsAction(request, url, context.get(dbContext), deskActor(context));
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }] : [];

export default function RedirectsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <RedirectsPage {...loaderData} answer={actionData} />;
}
