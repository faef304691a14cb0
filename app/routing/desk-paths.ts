// The staff desk's addresses (docs/requirements.md §17, ADR 049): everything under /admin/ is the desk's, loads
// no third-party tag (root loader), may be framed by nobody (entry.server.tsx, server/security-headers.ts),
// is never kept by a cache nor indexed (server/desk-headers.ts).

export const deskRoot = "/admin/";
export const deskLoginPath = "/admin/login/";
export const deskLogoutPath = "/admin/logout/";
/** Where an admin starts and ends a preview of the drafts (ADR 061). */
export const deskPreviewPath = "/admin/preview/";

/** The headers of every desk answer (server/desk-headers.ts). */
export const deskAnswerHeaders = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex",
  "X-Frame-Options": "DENY",
};

/** Whether a path is the desk's. */
export function isDeskPath(pathname: string): boolean {
  return pathname === "/admin" || pathname.startsWith(deskRoot);
}
