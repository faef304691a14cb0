import type { AdminMessages } from "#app/locales/en/admin.ts";
import type { AdminCollectionsMessages } from "#app/locales/en/admin-collections.ts";
import type { AdminEditorMessages } from "#app/locales/en/admin-editor.ts";
import type { AdminLeadMessages } from "#app/locales/en/admin-lead.ts";
import type { AdminLeadsMessages } from "#app/locales/en/admin-leads.ts";
import type { AdminMediaMessages } from "#app/locales/en/admin-media.ts";
import type { AdminOpsMessages } from "#app/locales/en/admin-ops.ts";
import type { AdminOwnersMessages } from "#app/locales/en/admin-owners.ts";
import type { AdminPageEditorMessages } from "#app/locales/en/admin-page-editor.ts";
import type { AdminPagesMessages } from "#app/locales/en/admin-pages.ts";
import type { AdminPeopleMessages } from "#app/locales/en/admin-people.ts";
import type { AdminRedirectsMessages } from "#app/locales/en/admin-redirects.ts";
import type { AdminSettingsMessages } from "#app/locales/en/admin-settings.ts";
import type { AdminSiteMessages } from "#app/locales/en/admin-site.ts";
import type { AdminStaffMessages } from "#app/locales/en/admin-staff.ts";
import type { CommonMessages } from "#app/locales/en/common.ts";
import type { LeadsMessages } from "#app/locales/en/leads.ts";
import type { ListingsMessages } from "#app/locales/en/listings.ts";
import type { OwnersMessages } from "#app/locales/en/owners.ts";
import type { PropertyMessages } from "#app/locales/en/property.ts";

// Messages are split into namespaces by where they are rendered (locales/<lang>/<namespace>.ts): the site
// layout sends `common` with every page, and each route's loader the others its page renders, so that a
// page ships only its own texts; `owners` serves the owner login and portal, `admin` the staff desk's
// shell and login.

/** Every namespace of one language; the server has them all. */
export interface Messages {
  common: CommonMessages;
  listings: ListingsMessages;
  property: PropertyMessages;
  leads: LeadsMessages;
  owners: OwnersMessages;
  admin: AdminMessages;
  adminStaff: AdminStaffMessages;
  adminLeads: AdminLeadsMessages;
  adminLead: AdminLeadMessages;
  adminPeople: AdminPeopleMessages;
  adminOwners: AdminOwnersMessages;
  adminOps: AdminOpsMessages;
  adminSettings: AdminSettingsMessages;
  adminMedia: AdminMediaMessages;
  adminPages: AdminPagesMessages;
  adminSite: AdminSiteMessages;
  adminRedirects: AdminRedirectsMessages;
  adminEditor: AdminEditorMessages;
  adminPageEditor: AdminPageEditorMessages;
  adminCollections: AdminCollectionsMessages;
}

export type Namespace = keyof Messages;

/** The namespaces one route sends to the browser, in its loader data's `messages`. */
export type Bundles = Partial<Messages>;
