import type { Language } from "#app/i18n/languages.ts";
import type { AdminOpsMessages } from "#app/locales/en/admin-ops.ts";
import { messages } from "#app/locales/messages.server.ts";

// The heading and document title of the dashboard, mail and sync pages (ADR 054): "Mail log | Staff
// desk", as the desk's status pages title themselves.
export function opsHead(language: Language, title: (texts: AdminOpsMessages) => string) {
  const own = title(messages[language].adminOps);
  return { title: own, documentTitle: `${own} | ${messages[language].admin.shell.desk}` };
}
