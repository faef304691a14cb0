import { createContext, type MiddlewareFunction } from "react-router";
import { dbContext, requestContext, staffSessionsContext } from "#app/contexts.ts";
import {
  clearedPreviewCookie,
  hasPreviewCookie,
  previewCookieValue,
} from "#app/http/preview-cookie.server.ts";
import { isDeskPath } from "#app/routing/desk-paths.ts";
import { previewPassHolds } from "#app/services/admin/site-preview.server.ts";

// docs/requirements.md §17 "Draft, preview, publish, history", ADR 061: a public request carrying a
// preview pass that holds is an admin's preview: the site reads the drafts (middleware/site.server.ts),
// the shell shows the band, and the answer is the admin's own, never kept nor indexed. A pass that does
// not hold (forged, expired, its desk session ended) is an ordinary visit, and the cookie goes.

/** Whether this request is an admin's preview. */
export const previewContext = createContext<boolean>(false);

const previewHeaders = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

export const previewMiddleware: MiddlewareFunction<Response> = async (
  { request, url, context },
  next,
) => {
  if (isDeskPath(url.pathname)) return next();
  const { secure } = context.get(requestContext);
  const cookies = request.headers.get("cookie");
  if (!hasPreviewCookie(cookies)) return next();
  const pass = await previewCookieValue(cookies, secure);
  const limits = context.get(staffSessionsContext).limits;
  const db = context.get(dbContext);
  if (pass === undefined || !(await previewPassHolds(db, pass, limits, new Date()))) {
    const response = await next();
    response.headers.append("Set-Cookie", await clearedPreviewCookie(secure));
    return response;
  }
  context.set(previewContext, true);
  const response = await next();
  for (const [header, value] of Object.entries(previewHeaders)) response.headers.set(header, value);
  return response;
};
