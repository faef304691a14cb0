import { siteContext } from "#app/contexts.ts";
import { iconUrl } from "#app/seo/site-icon.ts";
import { currentIcon } from "#app/services/media/site-icon.server.ts";
import type { Route } from "./+types/web-manifest";

// /manifest.webmanifest: how the site looks once added to a home screen, from the site configuration.
export async function loader({ context, url }: Route.LoaderArgs) {
  const { name, icon } = currentIcon(context.get(siteContext).config, url);
  const manifest = {
    name,
    // Home screens show about 12 characters: a longer name gives its first word.
    short_name: name.length <= 12 ? name : (name.split(/\s+/)[0] ?? name).slice(0, 12),
    start_url: "/",
    display: "browser",
    theme_color: icon.brand,
    background_color: icon.brand,
    icons: ([192, 512] as const).map((size) => ({
      src: iconUrl(icon, `${size}.png`),
      sizes: `${size}x${size}`,
      type: "image/png",
    })),
  };
  return new Response(JSON.stringify(manifest), {
    headers: {
      "Content-Type": "application/manifest+json",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
