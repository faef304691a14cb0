import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { languages } from "#app/i18n/languages.ts";
import routeTable from "#app/routes.ts";
import { isOwnerLoginPath, pageOfRoute } from "./page-of-route.ts";
import { pageKeys, pageUrl, routeId } from "./route-table.ts";

// What a loader learns for a URL: the router matches app/routes.ts, joins the matched entries' paths
// into the `pattern` it hands the loader (as React Router's getRoutePattern does), with the params.
// The route config's entries are route objects to the matcher (path, index, children); only their
// `file` differs, which it ignores.
const routes = routeTable as unknown as RouteObject[];

function pageAt(pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? [];
  const pattern = matches
    .map((match) => match.route.path)
    .filter(Boolean)
    .join("/")
    .replace(/\/\/+/g, "/");
  const route = pageOfRoute(pattern);
  return route && { ...route, params: matches.at(-1)?.params, id: matches.at(-1)?.route.id };
}

const allParams = { slug: "x", city: "c", id: "1", project: "p", projectId: "2" };

describe("the page a route shows (ADR 044)", () => {
  it("is the page and language of the route entry the router matched, for every page", () => {
    for (const page of pageKeys) {
      for (const language of languages) {
        const found = pageAt(pageUrl(page, language, allParams));
        expect(found, `${page}.${language}`).toMatchObject({ page, language });
        expect(found?.id).toBe(routeId(page, language));
      }
    }
  });

  it("knows which page a URL shows, in which language, without case", () => {
    expect(pageAt("/nl/te-koop/")).toMatchObject({ page: "forSale", language: "nl", params: {} });
    expect(pageAt("/DE/Aktuelles/neues-buero/")).toMatchObject({
      page: "news",
      language: "de",
      params: { slug: "neues-buero" },
    });
    expect(pageAt("/fr/inconnu/")).toBeUndefined();
  });

  it("recognises property and project URLs as their page, with its parameters", () => {
    expect(pageAt("/fr/a-louer/liege/maison/42/")).toMatchObject({
      page: "propertyForRent",
      language: "fr",
      params: { city: "liege", slug: "maison", id: "42" },
    });
    expect(pageAt("/de/projekte/lasne/jardins/7/")?.page).toBe("project");
  });
});

describe("the owner login paths", () => {
  it("are the login page in every language, as the router matches them", () => {
    for (const language of languages)
      expect(isOwnerLoginPath(pageUrl("ownerLogin", language))).toBe(true);
    expect(isOwnerLoginPath("/DE/Anmelden")).toBe(true);
    expect(isOwnerLoginPath("/en/login//")).toBe(true);
  });

  it("are no other page, nor the login page's data request", () => {
    expect(isOwnerLoginPath("/en/login/code/")).toBe(false);
    expect(isOwnerLoginPath("/en/login.data")).toBe(false);
    expect(isOwnerLoginPath("/login/")).toBe(false);
    expect(isOwnerLoginPath("/de/login/")).toBe(false);
  });
});
