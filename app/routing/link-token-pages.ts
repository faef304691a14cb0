import { languages } from "#app/i18n/languages.ts";
import { type PageKey, pageUrl } from "./route-table.ts";

// ADR 041: the pages a mail's link opens with a secret token in its address (`?token=`): the owner's
// new password, the newsletter's confirm and unsubscribe pages, and a lead's "confirm your request"
// page (ADR 034). They load no third-party tag (root
// loader), send no referrer (their `headers`), and move the token out of the address on arrival
// (app/http/link-token.server.ts): nothing of it reaches an analytics or advertising host.
const linkTokenPages: readonly PageKey[] = [
  "ownerPasswordReset",
  "newsletterConfirm",
  "newsletterUnsubscribe",
  "leadConfirm",
];

const paths = new Set(linkTokenPages.flatMap((page) => languages.map((l) => pageUrl(page, l))));

/** Whether this path is one of those pages, in any language. */
export function isLinkTokenPage(pathname: string): boolean {
  return paths.has(pathname);
}

/** Their answers' headers: never cached, never sent on as a referrer. */
export const linkTokenPageHeaders = {
  "Cache-Control": "private, no-store",
  "Referrer-Policy": "no-referrer",
};
