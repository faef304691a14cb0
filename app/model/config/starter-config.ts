import { defaultVisitSlots } from "#app/domain/visit-slots.ts";
import { defaultLanguage, languages } from "#app/i18n/languages.ts";
import { defaultExpiryDays } from "#app/model/consent/consent.ts";
import { defaultCrmForms } from "./crm-settings.ts";
import type { SiteConfig } from "./site-config.ts";
import { houseTheme } from "./theme.ts";

// Issue 27 "Settings": a fresh database has no site configuration, and the site then draws its shell from
// defaults (shell-view.ts, theme.ts, menu-view.ts, the site middleware). The desk's settings editor reads
// these same values as the live state, so that publishing one group writes a whole valid configuration
// that changes nothing else the visitor sees. The agency's contact facts are placeholders to replace
// first (docs/admin.md "Settings").

export const starterSiteConfig: SiteConfig = {
  agency: {
    name: "Real estate agency",
    email: "info@example.com",
    phone: "+32 2 000 00 00",
    street: "",
    zip: "1000",
    city: {},
    social: {},
    officeHours: {},
  },
  languages: { enabled: [...languages], default: defaultLanguage, switcher: "code" },
  theme: { brand: houseTheme.brand, accent: houseTheme.accent },
  topBar: { show: false, left: [], right: [] },
  header: {
    logoHeight: { top: 125, scrolled: 75 },
    showHomeItem: false,
    freeEvaluationButton: false,
  },
  listings: { soldListed: false, perPage: 12 },
  visits: {
    slots: [...defaultVisitSlots],
    byWeekday: { sun: [] },
    daysAhead: 60,
    rental: { incomeTimesRent: 3 },
  },
  mailLimits: {
    perRecipientPerDay: 3,
    friend: { perSenderPerDay: 3, perRecipientPerDay: 2, perDay: 20 },
    newRecipientBurst: { max: 20, minutes: 10, quietMinutes: 60 },
  },
  crm: { forms: [...defaultCrmForms], omnicasa: {} },
  // The newest offers as slides; with none in the catalogue the banner stays plain, as without settings.
  homeBanner: { type: "properties", count: 6 },
  pageBanner: { type: "color", color: houseTheme.brand },
  searchBlock: {
    showLogo: false,
    title: { text: {}, public: false },
    descriptions: [],
    showCounts: false,
  },
  footer: { columns: [], copyright: {} },
  cookieConsent: { expiryDays: defaultExpiryDays, title: {}, text: {} },
  siteInfo: {},
  partnerVideoHosts: [],
  seo: { description: {} },
};
