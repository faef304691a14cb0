import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { languages } from "./i18n/languages.ts";
import {
  type PageDefinition,
  type PageKey,
  pageKeys,
  pagePattern,
  pageTable,
  routeId,
} from "./routing/route-table.ts";

// Routes come from the page table (app/routing/route-table.ts): one per page and language, and one
// per original path of docs/requirements.md §2, which answers 301. Menu pages the agency adds live at /{lang}/{path}/
// and /{lang}/{path}/{child}/; unprefixed, those paths answer 301 too. Static segments rank above
// dynamic ones, so the table's pages always win over the menu page patterns.
//
// Routes are grouped by area (ADR 009): the public site's pages, its redirects and its 404 share the
// site layout (shell, error pages); resources (files, feeds, the consent post) have no layout. The
// owner area is one more layout group inside it, with its own guard and error boundary; a staff area
// would be another.
const routesOf = (pages: PageKey[]) =>
  pages.flatMap((page) =>
    languages.map((language) =>
      route(pagePattern(page, language), pageTable[page].module, { id: routeId(page, language) }),
    ),
  );
const inOwnerArea = (page: PageKey) => (pageTable[page] as PageDefinition).ownerArea === true;
const pageRoutes = routesOf(pageKeys.filter((page) => !inOwnerArea(page)));

// The owner area (ADR 026): inside the site's shell, behind its own guard and error boundary.
const ownerArea = layout(
  "routes/owners/layout.tsx",
  { id: "owner" },
  routesOf(pageKeys.filter(inOwnerArea)),
);

const originalRoutes = pageKeys.flatMap((page) => {
  const { original } = pageTable[page] as PageDefinition;
  return original && page !== "home"
    ? [route(original, "routes/redirects/original-path.ts", { id: `original.${page}` })]
    : [];
});

const menuPageRoutes = languages.flatMap((language) => [
  route(`/${language}/:page/`, "routes/site/content-page.tsx", { id: `menuPage.${language}` }),
  route(`/${language}/:page/:child/`, "routes/site/content-page.tsx", {
    id: `menuChild.${language}`,
  }),
]);

const site = layout("routes/site/layout.tsx", { id: "site" }, [
  index("routes/site/language-root.tsx", { id: "language-root" }),
  ...pageRoutes,
  ownerArea,
  ...menuPageRoutes,
  ...originalRoutes,
  route("property/:id/", "routes/redirects/original-listing.ts", { id: "original.property" }),
  route("project/:id?/", "routes/redirects/original-listing.ts", { id: "original.project" }),
  route(":page/", "routes/redirects/original-path.ts", { id: "original.menuPage" }),
  route(":page/:child/", "routes/redirects/original-path.ts", { id: "original.menuChild" }),
  route("*", "routes/site/not-found.tsx", { id: "not-found" }),
]);

// The staff desk (docs/requirements.md §17, ADR 049): its own area under /admin/, outside the public site's
// shell, behind its own guard; its routes are its own chunks, so public pages ship none of it. Its
// login and set-password pages stand outside the guard; a desk address no page claims is the desk's own 404.
const admin = route("admin", "routes/admin/layout.tsx", { id: "admin" }, [
  index("routes/admin/dashboard.tsx", { id: "admin-dashboard" }),
  route("mail/", "routes/admin/mail/list.tsx", { id: "admin-mail" }),
  route("mail/:id/", "routes/admin/mail/message.tsx", { id: "admin-mail-message" }),
  route("mail/:id/message.html", "routes/admin/mail/message-html.ts", { id: "admin-mail-html" }),
  route("sync/", "routes/admin/sync.tsx", { id: "admin-sync" }),
  route("logout/", "routes/admin/logout.ts", { id: "admin-logout" }),
  route("staff/", "routes/admin/staff/list.tsx", { id: "admin-staff" }),
  route("staff/:memberId/", "routes/admin/staff/member.tsx", { id: "admin-staff-member" }),
  route("account/", "routes/admin/account.tsx", { id: "admin-account" }),
  route("leads/", "routes/admin/leads/index.tsx", { id: "admin-leads" }),
  route("leads/export/", "routes/admin/leads/export.ts", { id: "admin-leads-export" }),
  route("leads/:id/", "routes/admin/leads/lead.tsx", { id: "admin-lead" }),
  route("people/", "routes/admin/people/person.tsx", { id: "admin-people" }),
  route("people/export/", "routes/admin/people/person-export.ts", { id: "admin-people-export" }),
  route("demand/", "routes/admin/people/demand.tsx", { id: "admin-demand" }),
  route("demand/csv/", "routes/admin/people/demand-csv.ts", { id: "admin-demand-csv" }),
  route("newsletter/", "routes/admin/people/newsletter.tsx", { id: "admin-newsletter" }),
  route("newsletter/csv/", "routes/admin/people/newsletter-csv.ts", { id: "admin-newsletter-csv" }),
  route("owners/", "routes/admin/owners/list.tsx", { id: "admin-owners" }),
  route("owners/:id/", "routes/admin/owners/owner.tsx", { id: "admin-owner" }),
  route("owners/:id/portal/", "routes/admin/owners/portal.tsx", { id: "admin-owner-portal" }),
  route("owners/:id/portal/:propertyId/", "routes/admin/owners/portal-property.tsx", {
    id: "admin-owner-portal-property",
  }),
  route("audit/", "routes/admin/audit.tsx", { id: "admin-audit" }),
  route("settings/", "routes/admin/settings/index.tsx", { id: "admin-settings" }),
  route("settings/:group/", "routes/admin/settings/group.tsx", { id: "admin-settings-group" }),
  route("pages/", "routes/admin/pages/index.tsx", { id: "admin-pages" }),
  route("pages/:id/", "routes/admin/settings/page-editor.tsx", { id: "admin-page-editor" }),
  route("collections/", "routes/admin/collections/index.tsx", { id: "admin-collections" }),
  route("collections/:category/", "routes/admin/collections/category.tsx", {
    id: "admin-collections-category",
  }),
  route("collections/:category/:id/", "routes/admin/collections/article.tsx", {
    id: "admin-collections-article",
  }),
  route("media/", "routes/admin/media/library.tsx", { id: "admin-media" }),
  route("media/:id/", "routes/admin/media/item.tsx", { id: "admin-media-item" }),
  route("preview/", "routes/admin/preview.tsx", { id: "admin-preview" }),
  route("history/:kind/:key/", "routes/admin/history.tsx", { id: "admin-history" }),
  route("redirects/", "routes/admin/redirects.tsx", { id: "admin-redirects" }),
  route("*", "routes/admin/not-found.tsx", { id: "admin-not-found" }),
]);
const deskLogin = [
  route("admin/login/", "routes/admin/login.tsx", { id: "admin-login" }),
  route("admin/login/code/", "routes/admin/login-code.tsx", { id: "admin-login-code" }),
  route("admin/login/two-step/", "routes/admin/login-two-step.tsx", { id: "admin-login-two-step" }),
  route("admin/password/", "routes/admin/password.tsx", { id: "admin-password" }),
];

const resources = [
  route("consent", "routes/resources/consent.ts", { id: "consent" }),
  route("page-view/:id", "routes/resources/page-view.ts", { id: "page-view" }),
  route("logout", "routes/owners/logout.ts", { id: "owner-logout" }),
  route("robots.txt", "routes/resources/robots.ts", { id: "robots" }),
  route("sitemap.xml", "routes/resources/sitemap.ts", { id: "sitemap" }),
  route("sitemaps/:file", "routes/resources/sitemap-file.ts", { id: "sitemap-file" }),
  route("listing-map/:language/cards.json", "routes/resources/listing-map-cards.ts", {
    id: "listing-map-cards",
  }),
  route("listing-map/:language/:file", "routes/resources/listing-map.ts", { id: "listing-map" }),
  route("favicon.ico", "routes/resources/favicon.ts", { id: "favicon" }),
  route("icons/:file", "routes/resources/site-icon.ts", { id: "site-icon" }),
  route("manifest.webmanifest", "routes/resources/web-manifest.ts", { id: "web-manifest" }),
  route("captcha/challenge.json", "routes/resources/captcha-challenge.ts", {
    id: "captcha-challenge",
  }),
  route("search-data/:file", "routes/resources/search-data.ts", { id: "search-data" }),
  route("search-data/property/:file", "routes/resources/search-data-property.ts", {
    id: "search-data-property",
  }),
];

export default [admin, ...deskLogin, site, ...resources] satisfies RouteConfig;
