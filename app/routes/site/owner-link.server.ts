import type { RouterContextProvider } from "react-router";
import { dbContext, ownerSessionsContext, requestContext } from "#app/contexts.ts";
import type { Language } from "#app/i18n/languages.ts";
import type { LinkView, ShellView } from "#app/model/config/shell-view.ts";
import { isOwnerLoginPath } from "#app/routing/page-of-route.ts";
import { matchOriginal, pageUrl } from "#app/routing/route-table.ts";
import { readOwnerSession } from "#app/services/owners/session.server.ts";

// docs/requirements.md §15: an owner whose session is open sees the top bar's "Owner login" link as the way back to the
// portal. A page with a session cookie is never served from the page cache (server/page-cache.ts), so
// the anonymous page other visitors get keeps the login link.

// A link is whatever the agency configured: its href is matched, as a path, to the login page.
const isLoginLink = ({ href }: LinkView) =>
  isOwnerLoginPath(href) || matchOriginal(href)?.page === "ownerLogin";

/** The shell with its login links turned into `label`, to the portal, when the request's owner is logged in. */
export async function withPortalLink(
  shell: ShellView,
  {
    context,
    request,
    language,
    label,
  }: {
    context: Readonly<RouterContextProvider>;
    request: Request;
    language: Language;
    label: string;
  },
): Promise<ShellView> {
  if (!shell.topBar) return shell;
  const storage = context.get(ownerSessionsContext)(context.get(requestContext).secure);
  const cookies = request.headers.get("cookie");
  const session = await readOwnerSession(context.get(dbContext), storage, cookies, new Date(), {
    activity: false,
  });
  if (!session) return shell;
  const href = pageUrl("ownerPortal", language);
  const portal = (link: LinkView) => (isLoginLink(link) ? { ...link, label, href } : link);
  const { left, right } = shell.topBar;
  return { ...shell, topBar: { left: left.map(portal), right: right.map(portal) } };
}
