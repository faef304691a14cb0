import {
  type ErrorResponse,
  isRouteErrorResponse,
  type RouterContextProvider,
  type StaticHandlerContext,
} from "react-router";
import { isDatabaseUnavailable } from "#app/data/database-errors.server.ts";
import { defaultLanguage, languageOfPath } from "#app/i18n/languages.ts";
import { speechOf } from "#app/locales/messages.server.ts";

// When loaders fail because the database cannot answer, the page is the localized "try again soon"
// (503), not a fault (500). The errors reach the document render sanitized ("Unexpected Server Error"),
// so handleError, which sees them whole, marks the request first.
const outages = new WeakSet<Readonly<RouterContextProvider>>();

/** Called with each error a request's loaders and actions threw (entry.server handleError). */
export function noteOutage(context: Readonly<RouterContextProvider>, error: unknown): boolean {
  if (!isDatabaseUnavailable(error)) return false;
  outages.add(context);
  return true;
}

/**
 * For a request marked by noteOutage, every unexpected error becomes a 503 error response carrying the
 * language and messages of the path, which the root error boundary shows even without the shell's
 * data (app/root.tsx). True when it did so.
 */
export function answerOutage(
  context: RouterContextProvider,
  handled: StaticHandlerContext,
  pathname: string,
): boolean {
  const errors = handled.errors;
  if (!errors || !outages.has(context)) return false;
  const language = languageOfPath(pathname) ?? defaultLanguage;
  const outage: ErrorResponse & { internal: boolean } = {
    status: 503,
    statusText: "Service Unavailable",
    internal: false,
    data: speechOf(language),
  };
  for (const [routeId, error] of Object.entries(errors)) {
    if (!isRouteErrorResponse(error)) errors[routeId] = outage;
  }
  handled.statusCode = 503;
  return true;
}
