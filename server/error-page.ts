import type { Context } from "hono";
import { defaultLanguage, languageOfPath } from "#app/i18n/languages.ts";
import { type RefusalKind, refusalTexts } from "#app/locales/refusals.server.ts";
import type { AppEnv } from "./hono-env.ts";

const statusOf: Record<RefusalKind, 400 | 403 | 404 | 413 | 414 | 429 | 500 | 503> = {
  badRequest: 400,
  forbidden: 403,
  notFound: 404,
  uriTooLong: 414,
  tooLarge: 413,
  error: 500,
  busy: 503,
  throttled: 429,
};

/**
 * The plain page of a request answered before React Router (refused, too busy) or failed outside it
 * (which renders its own localized pages). In the language of the path when it has one; no scripts,
 * no details: the log has those.
 */
export function statusPage(c: Context<AppEnv>, kind: RefusalKind, path = ""): Response {
  const language = languageOfPath(path) ?? defaultLanguage;
  const texts = refusalTexts(language);
  const { title, text } = texts[kind];
  const html = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style nonce="${c.var.nonce}">body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1.5rem;line-height:1.6}</style>
</head><body>
<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>
<p><a href="/${language}/">${escapeHtml(texts.backHome)}</a></p></body></html>`;
  return c.html(html, statusOf[kind], { "Cache-Control": "no-store" });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
