import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { languages } from "./i18n/languages.ts";
import { type PageKey, pageTable, pageUrl, routeId } from "./routing/route-table.ts";

const pageRoutes = Object.keys(pageTable).flatMap((key) => {
  const page = key as PageKey;
  return languages.map((language) =>
    route(pageUrl(page, language), pageTable[page].module, { id: routeId(page, language) }),
  );
});

export default [
  index("routes/language-root.tsx", { id: "language-root" }),
  ...pageRoutes,
  route("robots.txt", "routes/robots.ts", { id: "robots" }),
  route("sitemap.xml", "routes/sitemap.ts", { id: "sitemap" }),
  route("theme.css", "routes/theme.ts", { id: "theme" }),
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
