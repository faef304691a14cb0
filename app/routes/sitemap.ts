import { appContext } from "../context.ts";
import { readSiteConfig } from "../data/site-config.server.ts";
import { type Language, languages } from "../i18n/languages.ts";
import { type PageKey, pageTable, pageUrl } from "../routing/route-table.ts";
import type { Route } from "./+types/sitemap";

// sitemap.xml: every page in every enabled language, each with its alternates (hreflang) and x-default.
export async function loader({ url, context }: Route.LoaderArgs) {
  const { db, publicUrl } = context.get(appContext);
  const origin = publicUrl ?? url.origin;
  const enabled: readonly Language[] = (await readSiteConfig(db))?.languages.enabled ?? languages;
  const absolute = (path: string) => escapeXml(new URL(path, origin).href);
  const entries = (Object.keys(pageTable) as PageKey[]).flatMap((page) =>
    enabled.map((language) => {
      const alternates = enabled
        .map(
          (l) =>
            `<xhtml:link rel="alternate" hreflang="${l}" href="${absolute(pageUrl(page, l))}"/>`,
        )
        .join("");
      return `<url><loc>${absolute(pageUrl(page, language))}</loc>${alternates}<xhtml:link rel="alternate" hreflang="x-default" href="${absolute("/")}"/></url>`;
    }),
  );
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join("\n")}\n</urlset>\n`;
  return new Response(body, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
