import { requestContext } from "#app/contexts.ts";
import type { Route } from "./+types/robots";

// robots.txt: everything public may be indexed except technical paths and the staff desk; the sitemap
// says what exists.
export function loader({ context }: Route.LoaderArgs) {
  const { origin } = context.get(requestContext);
  const body = [
    "User-agent: *",
    "Disallow: /healthz",
    "Disallow: /*.data$",
    // The staff desk (ADR 049): its pages say noindex too, but a crawler need not even ask.
    "Disallow: /admin/",
    "",
    `Sitemap: ${new URL("/sitemap.xml", origin).href}`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
