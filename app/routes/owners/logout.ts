import { redirect } from "react-router";
import { dbContext, ownerSessionsContext, requestContext, visitorContext } from "#app/contexts.ts";
import { isLanguage } from "#app/i18n/languages.ts";
import { pageUrl } from "#app/routing/route-table.ts";
import { clearSessionCookie } from "#app/services/accounts/session-cookies.server.ts";
import { endOwnerSessions, readOwnerSession } from "#app/services/owners/session.server.ts";
import type { Route } from "./+types/logout";

// An owner's logout (a POST from the portal, same-origin checked like every POST): the session ends on
// the server (ADR 036: a copy of the cookie opens nothing after it), the cookie is removed, and the
// owner lands on the login page of the language they were reading.
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const language = form.get("language");
  const db = context.get(dbContext);
  const storage = context.get(ownerSessionsContext)(context.get(requestContext).secure);
  const now = new Date();
  const session = await readOwnerSession(db, storage, request.headers.get("cookie"), now);
  if (session) await endOwnerSessions(db, session.accountId, { only: session.id }, now);
  const login = pageUrl(
    "ownerLogin",
    isLanguage(language) ? language : context.get(visitorContext).language,
  );
  return redirect(`${login}?loggedOut=1`, {
    status: 303,
    headers: {
      "Set-Cookie": await clearSessionCookie(storage),
      "Cache-Control": "private, no-store",
    },
  });
}
