import { redirect } from "react-router";
import { defaultLanguage } from "../i18n/languages.ts";
import { pageUrl } from "../routing/route-table.ts";

// "/" has no content of its own: it sends the visitor to the home page of the site's language.
// 302, not 301: the target will depend on the visitor's language preference.
export function loader() {
  return redirect(pageUrl("home", defaultLanguage), 302);
}
