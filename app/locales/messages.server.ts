import type { Language } from "#app/i18n/languages.ts";
import type { Speech } from "#app/i18n/speech.ts";
import { admin as deAdmin } from "#app/locales/de/admin.ts";
import { adminCollections as deAdminCollections } from "#app/locales/de/admin-collections.ts";
import { adminEditor as deAdminEditor } from "#app/locales/de/admin-editor.ts";
import { adminLead as deAdminLead } from "#app/locales/de/admin-lead.ts";
import { adminLeads as deAdminLeads } from "#app/locales/de/admin-leads.ts";
import { adminMedia as deAdminMedia } from "#app/locales/de/admin-media.ts";
import { adminOps as deAdminOps } from "#app/locales/de/admin-ops.ts";
import { adminOwners as deAdminOwners } from "#app/locales/de/admin-owners.ts";
import { adminPageEditor as deAdminPageEditor } from "#app/locales/de/admin-page-editor.ts";
import { adminPages as deAdminPages } from "#app/locales/de/admin-pages.ts";
import { adminPeople as deAdminPeople } from "#app/locales/de/admin-people.ts";
import { adminRedirects as deAdminRedirects } from "#app/locales/de/admin-redirects.ts";
import { adminSettings as deAdminSettings } from "#app/locales/de/admin-settings.ts";
import { adminSite as deAdminSite } from "#app/locales/de/admin-site.ts";
import { adminStaff as deAdminStaff } from "#app/locales/de/admin-staff.ts";
import { common as deCommon } from "#app/locales/de/common.ts";
import { leads as deLeads } from "#app/locales/de/leads.ts";
import { listings as deListings } from "#app/locales/de/listings.ts";
import { owners as deOwners } from "#app/locales/de/owners.ts";
import { property as deProperty } from "#app/locales/de/property.ts";
import { admin as enAdmin } from "#app/locales/en/admin.ts";
import { adminCollections as enAdminCollections } from "#app/locales/en/admin-collections.ts";
import { adminEditor as enAdminEditor } from "#app/locales/en/admin-editor.ts";
import { adminLead as enAdminLead } from "#app/locales/en/admin-lead.ts";
import { adminLeads as enAdminLeads } from "#app/locales/en/admin-leads.ts";
import { adminMedia as enAdminMedia } from "#app/locales/en/admin-media.ts";
import { adminOps as enAdminOps } from "#app/locales/en/admin-ops.ts";
import { adminOwners as enAdminOwners } from "#app/locales/en/admin-owners.ts";
import { adminPageEditor as enAdminPageEditor } from "#app/locales/en/admin-page-editor.ts";
import { adminPages as enAdminPages } from "#app/locales/en/admin-pages.ts";
import { adminPeople as enAdminPeople } from "#app/locales/en/admin-people.ts";
import { adminRedirects as enAdminRedirects } from "#app/locales/en/admin-redirects.ts";
import { adminSettings as enAdminSettings } from "#app/locales/en/admin-settings.ts";
import { adminSite as enAdminSite } from "#app/locales/en/admin-site.ts";
import { adminStaff as enAdminStaff } from "#app/locales/en/admin-staff.ts";
import { common as enCommon } from "#app/locales/en/common.ts";
import { leads as enLeads } from "#app/locales/en/leads.ts";
import { listings as enListings } from "#app/locales/en/listings.ts";
import { owners as enOwners } from "#app/locales/en/owners.ts";
import { property as enProperty } from "#app/locales/en/property.ts";
import { admin as frAdmin } from "#app/locales/fr/admin.ts";
import { adminCollections as frAdminCollections } from "#app/locales/fr/admin-collections.ts";
import { adminEditor as frAdminEditor } from "#app/locales/fr/admin-editor.ts";
import { adminLead as frAdminLead } from "#app/locales/fr/admin-lead.ts";
import { adminLeads as frAdminLeads } from "#app/locales/fr/admin-leads.ts";
import { adminMedia as frAdminMedia } from "#app/locales/fr/admin-media.ts";
import { adminOps as frAdminOps } from "#app/locales/fr/admin-ops.ts";
import { adminOwners as frAdminOwners } from "#app/locales/fr/admin-owners.ts";
import { adminPageEditor as frAdminPageEditor } from "#app/locales/fr/admin-page-editor.ts";
import { adminPages as frAdminPages } from "#app/locales/fr/admin-pages.ts";
import { adminPeople as frAdminPeople } from "#app/locales/fr/admin-people.ts";
import { adminRedirects as frAdminRedirects } from "#app/locales/fr/admin-redirects.ts";
import { adminSettings as frAdminSettings } from "#app/locales/fr/admin-settings.ts";
import { adminSite as frAdminSite } from "#app/locales/fr/admin-site.ts";
import { adminStaff as frAdminStaff } from "#app/locales/fr/admin-staff.ts";
import { common as frCommon } from "#app/locales/fr/common.ts";
import { leads as frLeads } from "#app/locales/fr/leads.ts";
import { listings as frListings } from "#app/locales/fr/listings.ts";
import { owners as frOwners } from "#app/locales/fr/owners.ts";
import { property as frProperty } from "#app/locales/fr/property.ts";
import { admin as nlAdmin } from "#app/locales/nl/admin.ts";
import { adminCollections as nlAdminCollections } from "#app/locales/nl/admin-collections.ts";
import { adminEditor as nlAdminEditor } from "#app/locales/nl/admin-editor.ts";
import { adminLead as nlAdminLead } from "#app/locales/nl/admin-lead.ts";
import { adminLeads as nlAdminLeads } from "#app/locales/nl/admin-leads.ts";
import { adminMedia as nlAdminMedia } from "#app/locales/nl/admin-media.ts";
import { adminOps as nlAdminOps } from "#app/locales/nl/admin-ops.ts";
import { adminOwners as nlAdminOwners } from "#app/locales/nl/admin-owners.ts";
import { adminPageEditor as nlAdminPageEditor } from "#app/locales/nl/admin-page-editor.ts";
import { adminPages as nlAdminPages } from "#app/locales/nl/admin-pages.ts";
import { adminPeople as nlAdminPeople } from "#app/locales/nl/admin-people.ts";
import { adminRedirects as nlAdminRedirects } from "#app/locales/nl/admin-redirects.ts";
import { adminSettings as nlAdminSettings } from "#app/locales/nl/admin-settings.ts";
import { adminSite as nlAdminSite } from "#app/locales/nl/admin-site.ts";
import { adminStaff as nlAdminStaff } from "#app/locales/nl/admin-staff.ts";
import { common as nlCommon } from "#app/locales/nl/common.ts";
import { leads as nlLeads } from "#app/locales/nl/leads.ts";
import { listings as nlListings } from "#app/locales/nl/listings.ts";
import { owners as nlOwners } from "#app/locales/nl/owners.ts";
import { property as nlProperty } from "#app/locales/nl/property.ts";
import type { Messages, Namespace } from "./messages.ts";

/** Every namespace in every language: loaders, meta data and SEO code read them here, on the server. */
export const messages: Record<Language, Messages> = {
  en: {
    common: enCommon,
    listings: enListings,
    property: enProperty,
    leads: enLeads,
    owners: enOwners,
    admin: enAdmin,
    adminStaff: enAdminStaff,
    adminLeads: enAdminLeads,
    adminLead: enAdminLead,
    adminPeople: enAdminPeople,
    adminOwners: enAdminOwners,
    adminRedirects: enAdminRedirects,
    adminOps: enAdminOps,
    adminSite: enAdminSite,
    adminSettings: enAdminSettings,
    adminEditor: enAdminEditor,
    adminMedia: enAdminMedia,
    adminPages: enAdminPages,
    adminPageEditor: enAdminPageEditor,
    adminCollections: enAdminCollections,
  },
  nl: {
    common: nlCommon,
    listings: nlListings,
    property: nlProperty,
    leads: nlLeads,
    owners: nlOwners,
    admin: nlAdmin,
    adminStaff: nlAdminStaff,
    adminLeads: nlAdminLeads,
    adminLead: nlAdminLead,
    adminPeople: nlAdminPeople,
    adminOwners: nlAdminOwners,
    adminRedirects: nlAdminRedirects,
    adminOps: nlAdminOps,
    adminSite: nlAdminSite,
    adminSettings: nlAdminSettings,
    adminEditor: nlAdminEditor,
    adminMedia: nlAdminMedia,
    adminPages: nlAdminPages,
    adminPageEditor: nlAdminPageEditor,
    adminCollections: nlAdminCollections,
  },
  fr: {
    common: frCommon,
    listings: frListings,
    property: frProperty,
    leads: frLeads,
    owners: frOwners,
    admin: frAdmin,
    adminStaff: frAdminStaff,
    adminLeads: frAdminLeads,
    adminLead: frAdminLead,
    adminPeople: frAdminPeople,
    adminOwners: frAdminOwners,
    adminRedirects: frAdminRedirects,
    adminOps: frAdminOps,
    adminSite: frAdminSite,
    adminSettings: frAdminSettings,
    adminEditor: frAdminEditor,
    adminMedia: frAdminMedia,
    adminPages: frAdminPages,
    adminPageEditor: frAdminPageEditor,
    adminCollections: frAdminCollections,
  },
  de: {
    common: deCommon,
    listings: deListings,
    property: deProperty,
    leads: deLeads,
    owners: deOwners,
    admin: deAdmin,
    adminStaff: deAdminStaff,
    adminLeads: deAdminLeads,
    adminLead: deAdminLead,
    adminPeople: deAdminPeople,
    adminOwners: deAdminOwners,
    adminRedirects: deAdminRedirects,
    adminOps: deAdminOps,
    adminSite: deAdminSite,
    adminSettings: deAdminSettings,
    adminEditor: deAdminEditor,
    adminMedia: deAdminMedia,
    adminPages: deAdminPages,
    adminPageEditor: deAdminPageEditor,
    adminCollections: deAdminCollections,
  },
};

/**
 * The namespaces a route's page renders beyond `common`, for its loader data:
 * `return { ..., messages: bundles(language, ["property"]) }`. The browser gets nothing else.
 */
export function bundles<N extends Namespace>(
  language: Language,
  namespaces: readonly N[],
): Pick<Messages, N> {
  return Object.fromEntries(namespaces.map((n) => [n, messages[language][n]])) as Pick<Messages, N>;
}

/** What any page of the site needs to speak its language (the layout's data, an error without it). */
export const speechOf = (language: Language): Speech => ({
  language,
  messages: bundles(language, ["common"]),
});
