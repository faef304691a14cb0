import { describe, expect, it } from "vitest";
import routes from "../routes.ts";
import { alternateUrls } from "./alternates.ts";
import { pageUrl } from "./route-table.ts";

describe("route table", () => {
  it("builds one route per page and language, each with its own id", () => {
    const ids = routes.map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining(["home.en", "home.nl", "home.fr", "home.de"]));
    expect(new Set(ids).size).toBe(ids.length);
    expect(routes.find((r) => r.id === "home.nl")?.path).toBe("/nl/");
  });

  it("ends every page URL with a slash", () => {
    expect(pageUrl("home", "de")).toBe("/de/");
  });

  it("links the current page in every language, or each language's home", () => {
    expect(alternateUrls("home.fr")).toEqual({ en: "/en/", nl: "/nl/", fr: "/fr/", de: "/de/" });
    expect(alternateUrls("not-found")).toEqual(alternateUrls("home.en"));
    expect(alternateUrls(undefined).nl).toBe("/nl/");
  });
});
