import { redirect } from "react-router";
import { visitorContext } from "#app/contexts.ts";
import { pageUrl } from "#app/routing/route-table.ts";
import type { Route } from "./+types/language-root";

// "/" has no content of its own: it sends the visitor to the home page in their language (the cookie
// of their last visit, else the configured default). 302, since the target depends on the visitor.
export function loader({ context }: Route.LoaderArgs) {
  const { preferredLanguage } = context.get(visitorContext);
  return redirect(pageUrl("home", preferredLanguage), { status: 302, headers: { Vary: "Cookie" } });
}
