import { dbContext, mediaContext, siteContext } from "#app/contexts.ts";
import { type IconSize, iconSizes, monogramSvg } from "#app/seo/site-icon.ts";
import { currentIcon, iconPng } from "#app/services/media/site-icon.server.ts";
import type { Route } from "./+types/site-icon";

// /icons/icon.svg (the monogram) and /icons/{32,180,192,512}.png, linked from every page's head.
export async function loader({ params, context, url }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const { icon, cache } = currentIcon(context.get(siteContext).config, url);
  if (params.file === "icon.svg" && !icon.key) {
    return new Response(monogramSvg(icon), {
      headers: { "Content-Type": "image/svg+xml", "Cache-Control": cache },
    });
  }
  const size = Number(/^(\d+)\.png$/.exec(params.file)?.[1]) as IconSize;
  if (!iconSizes.includes(size)) return new Response(null, { status: 404 });
  return new Response(
    new Uint8Array(await iconPng(db, context.get(mediaContext).dir, icon, size)),
    {
      headers: { "Content-Type": "image/png", "Cache-Control": cache },
    },
  );
}
