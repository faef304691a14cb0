import { dbContext, mediaContext, siteContext } from "#app/contexts.ts";
import { currentIcon, iconPng, icoOf } from "#app/services/media/site-icon.server.ts";
import type { Route } from "./+types/favicon";

// /favicon.ico, which browsers ask for on their own whatever the page links: the site's icon at 32 px.
export async function loader({ context, url }: Route.LoaderArgs) {
  const { icon } = currentIcon(context.get(siteContext).config, url);
  return new Response(
    new Uint8Array(
      icoOf(await iconPng(context.get(dbContext), context.get(mediaContext).dir, icon, 32), 32),
    ),
    {
      headers: { "Content-Type": "image/x-icon", "Cache-Control": "public, max-age=3600" },
    },
  );
}
