import { appContext } from "../context.ts";
import { readSiteConfig } from "../data/site-config.server.ts";
import { siteTheme, themeCss } from "../routing/theme.ts";
import type { Route } from "./+types/theme";

// /theme.css?v=…: the brand and accent colours of the site configuration as CSS custom properties.
// The version in the URL follows the colours, so the file can be cached for a year.
export async function loader({ url, context }: Route.LoaderArgs) {
  const config = await readSiteConfig(context.get(appContext).db);
  const theme = themeCss(siteTheme(config));
  const current = url.searchParams.get("v") === theme.version;
  return new Response(theme.css, {
    headers: {
      "Content-Type": "text/css; charset=utf-8",
      "Cache-Control": current ? "public, max-age=31536000, immutable" : "no-cache",
    },
  });
}
