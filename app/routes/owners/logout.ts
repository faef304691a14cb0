import { redirect } from "react-router";
import { ownerSessionsContext, requestContext, visitorContext } from "#app/contexts.ts";
import { isLanguage } from "#app/i18n/languages.ts";
import { pageUrl } from "#app/routing/route-table.ts";
import { endOwnerSession } from "#app/services/auth/session.server.ts";
import type { Route } from "./+types/logout";

// An owner's logout (a POST from the portal, same-origin checked like every POST): the session cookie
// is removed and the owner lands on the login page of the language they were reading.
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const language = form.get("language");
  const storage = context.get(ownerSessionsContext)(context.get(requestContext).secure);
  const login = pageUrl(
    "ownerLogin",
    isLanguage(language) ? language : context.get(visitorContext).language,
  );
  return redirect(`${login}?loggedOut=1`, {
    status: 303,
    headers: { "Set-Cookie": await endOwnerSession(storage), "Cache-Control": "private, no-store" },
  });
}
