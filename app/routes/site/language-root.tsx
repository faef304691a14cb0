import { redirect } from "react-router";
import { appContext } from "#app/contexts.ts";
import { requestLanguage } from "#app/middleware/visitor-language.server.ts";
import { pageUrl } from "#app/routing/route-table.ts";
import type { Route } from "./+types/language-root";

// "/" has no content of its own: it sends the visitor to the home page in their language (the cookie
// of their last visit, else the configured default). 302, since the target depends on the visitor.
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, secure } = context.get(appContext);
  const language = await requestLanguage(db, request, secure);
  return redirect(pageUrl("home", language), { status: 302, headers: { Vary: "Cookie" } });
}
