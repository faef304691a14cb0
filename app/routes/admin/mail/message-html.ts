import { data } from "react-router";
import { dbContext, requestContext } from "#app/contexts.ts";
import { readDeskId } from "#app/model/admin/url-filter.ts";
import { mailMessage } from "#app/services/admin/mail-log.server.ts";
import type { Route } from "./+types/message-html";

// A mail's HTML part as the recipient sees it (docs/requirements.md §17 "Mail log", ADR 054), framed by
// the message's page only. Its own policy: a sandbox (no script, no form, no same origin, also when
// opened on its own), the mail's inline styles, images from the site alone (no tracker of anybody's),
// and no other page may frame it.
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = readDeskId(params.id);
  const message = id === undefined ? undefined : await mailMessage(context.get(dbContext), id);
  if (!message) throw data(null, { status: 404 });
  const { origin } = context.get(requestContext);
  const policy = [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    `img-src ${origin} data:`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
    "sandbox",
  ].join("; ");
  return new Response(message.html, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": policy,
      "Referrer-Policy": "no-referrer",
      // The desk's answers are framed by nobody (server/desk-headers.ts); this one by its own page.
      "X-Frame-Options": "SAMEORIGIN",
    },
  });
}
