import type { StaffRole } from "./staff-account.ts";

// The desk's navigation (docs/requirements.md §17, ADR 049): an agent works leads, people, the demand register,
// the newsletter, mail, sync and owners; the site's settings, its pages and collections (ADR 063), staff,
// the audit log, the media library (issue 27) and the redirects (ADR 057) are an admin's alone.

export type DeskNavKey =
  | "dashboard"
  | "leads"
  | "people"
  | "demand"
  | "newsletter"
  | "mail"
  | "sync"
  | "owners"
  | "settings"
  | "pages"
  | "collections"
  | "preview"
  | "staff"
  | "audit"
  | "media"
  | "redirects";

export interface DeskNavEntry {
  key: DeskNavKey;
  path: string;
}

const entries: (DeskNavEntry & { adminOnly?: true })[] = [
  { key: "dashboard", path: "/admin/" },
  { key: "leads", path: "/admin/leads/" },
  { key: "people", path: "/admin/people/" },
  { key: "demand", path: "/admin/demand/" },
  { key: "newsletter", path: "/admin/newsletter/" },
  { key: "mail", path: "/admin/mail/" },
  { key: "sync", path: "/admin/sync/" },
  { key: "owners", path: "/admin/owners/" },
  { key: "settings", path: "/admin/settings/", adminOnly: true },
  { key: "pages", path: "/admin/pages/", adminOnly: true },
  { key: "collections", path: "/admin/collections/", adminOnly: true },
  { key: "preview", path: "/admin/preview/", adminOnly: true },
  { key: "media", path: "/admin/media/", adminOnly: true },
  { key: "redirects", path: "/admin/redirects/", adminOnly: true },
  { key: "staff", path: "/admin/staff/", adminOnly: true },
  { key: "audit", path: "/admin/audit/", adminOnly: true },
];

/** The entries a role sees, in order. */
export function deskNavFor(role: StaffRole): DeskNavEntry[] {
  return entries
    .filter((entry) => role === "admin" || !entry.adminOnly)
    .map(({ key, path }) => ({ key, path }));
}

/** The entry a page belongs to: the one whose path starts it, the dashboard only for itself. */
export function currentNavKey(
  nav: readonly DeskNavEntry[],
  pathname: string,
): DeskNavKey | undefined {
  const path = pathname.endsWith("/") ? pathname : `${pathname}/`;
  return nav.find((entry) =>
    entry.key === "dashboard" ? path === entry.path : path.startsWith(entry.path),
  )?.key;
}
