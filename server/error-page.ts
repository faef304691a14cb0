import { defaultLanguage, languageOfPath } from "../app/i18n/languages.ts";
import { messages } from "../app/locales/messages.server.ts";
import { pageUrl } from "../app/routing/route-table.ts";

/**
 * The last-resort page when a request fails outside React Router (which renders its own localized
 * error page). Plain HTML, no scripts, no details: the log has those.
 */
export function errorPageHtml(path: string, nonce: string): string {
  const language = languageOfPath(path) ?? defaultLanguage;
  const text = messages[language].error;
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(text.title)}</title>
<style nonce="${nonce}">body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1.5rem;line-height:1.6}</style>
</head><body>
<h1>${escapeHtml(text.heading)}</h1><p>${escapeHtml(text.text)}</p>
<p><a href="${pageUrl("home", language)}">${escapeHtml(text.backHome)}</a></p></body></html>`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
