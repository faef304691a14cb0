import { readdir, readFile } from "node:fs/promises";
import { basename, join } from "node:path";
import { build, type Plugin } from "vite";
import { describe, expect, it } from "vitest";

// Speed is a feature (ADR 011, ADR 039): the chunks every page loads, the entry, the root route's and the
// public site layout's (the shell), carry neither validation (zod) nor data access (Kysely). A form's
// own route chunk may use zod/mini.
const root = join(import.meta.dirname, "..");
const assets = join(root, "build/client/assets");

/** Strings that minification keeps: the `_zod` of every zod 4 schema (zod or zod/mini), a Kysely query node's kind. */
const markers = ["_zod", "SelectQueryNode"];

interface ChunkEntry {
  module: string;
  imports: string[];
}

/** React Router's manifest of the build (`window.__reactRouterManifest = {...}`). */
async function routerManifest(): Promise<{
  entry: ChunkEntry;
  routes: Record<string, ChunkEntry>;
}> {
  const file = (await readdir(assets)).find((name) => /^manifest-\w+\.js$/.test(name));
  const text = await readFile(join(assets, file ?? "missing manifest"), "utf8");
  return JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1));
}

/** These chunks and every chunk they import statically (import() loads later, on demand: not followed). */
async function withStaticImports(start: string[]): Promise<Map<string, string>> {
  const chunks = new Map<string, string>();
  const queue = [...start];
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
    if (chunks.has(name)) continue;
    const text = await readFile(join(assets, name), "utf8");
    chunks.set(name, text);
    for (const [, from, bare] of text.matchAll(/\bfrom\s*"\.\/([^"]+)"|\bimport\s*"\.\/([^"]+)"/g))
      queue.push(from ?? bare ?? "");
  }
  return chunks;
}

/** A module, minified as the client build minifies. */
async function minified(code: string): Promise<string> {
  const probe: Plugin = {
    name: "probe",
    // Vite hands the entry over as a path under the root.
    resolveId: (id) => (id.endsWith("bundle-probe") ? "\0probe" : undefined),
    load: (id) => (id === "\0probe" ? code : undefined),
  };
  const output = await build({
    root,
    configFile: false,
    logLevel: "silent",
    plugins: [probe],
    build: { write: false, minify: true, lib: { entry: "bundle-probe", formats: ["es"] } },
  });
  return [output]
    .flat()
    .flatMap((result) => ("output" in result ? result.output : []))
    .map((chunk) => ("code" in chunk ? chunk.code : ""))
    .join("\n");
}

describe("the chunks every page loads", () => {
  it("carry neither zod nor database code", async () => {
    const { entry, routes } = await routerManifest();
    const start = [entry, routes.root, routes.site].flatMap((chunk) => [
      chunk?.module ?? "",
      ...(chunk?.imports ?? []),
    ]);
    const chunks = await withStaticImports(start.map((path) => basename(path)));
    expect([...chunks.keys()]).toEqual(
      expect.arrayContaining(
        [entry, routes.root, routes.site].map((chunk) => basename(chunk?.module ?? "missing")),
      ),
    );
    const offenders = [...chunks].flatMap(([name, text]) =>
      markers.filter((marker) => text.includes(marker)).map((marker) => `${name}: ${marker}`),
    );
    expect(offenders).toEqual([]);
  });

  it("nor does the home page's search block (docs/requirements.md §7: its data comes on the first focus)", async () => {
    const { routes } = await routerManifest();
    const home = routes["home.fr"];
    const chunks = await withStaticImports(
      [home?.module ?? "missing", ...(home?.imports ?? [])].map((path) => basename(path)),
    );
    const homeCode = chunks.get(basename(home?.module ?? "")) ?? "";
    expect(homeCode).toContain("/search-data/");
    // Nor the HTML entity table, which only the server's text cleaning needs ("&Eacute;").
    const offenders = [...chunks].flatMap(([name, text]) =>
      [...markers, "Eacute"]
        .filter((marker) => text.includes(marker))
        .map((marker) => `${name}: ${marker}`),
    );
    expect(offenders).toEqual([]);
  });

  it("would show zod/mini or Kysely by these markers, even minified", async () => {
    const code = await minified(`
      import * as z from "zod/mini";
      import { Kysely } from "kysely";
      export const schema = z.object({ email: z.email() });
      export const db = (dialect) => new Kysely({ dialect }).selectFrom("lead").selectAll();`);
    for (const marker of markers) expect(code).toContain(marker);
  });
});

// ADR 014: the map code loads when a visitor opens the map view, not with the listing;
// docs/requirements.md §13: nor with a property's page, whose small map loads it when it nears the screen.
describe("the listing's map", () => {
  /** A string Leaflet's minified code keeps: the class of its panes. */
  const leaflet = "leaflet-pane";

  it.each([
    ["the For sale route", "forSale.fr"],
    ["a property's route", "propertyForSale.fr"],
  ])("is in chunks of its own that %s only imports on demand", async (_, id) => {
    const { entry, routes } = await routerManifest();
    const route = routes[id];
    expect(route?.module, id).toBeDefined();
    const first = [entry, routes.root, routes.site, route].flatMap((chunk) => [
      chunk?.module ?? "",
      ...(chunk?.imports ?? []),
    ]);
    const firstChunks = await withStaticImports(first.map((path) => basename(path)));
    expect([...firstChunks.values()].filter((text) => text.includes(leaflet))).toEqual([]);

    const page = firstChunks.get(basename(route?.module ?? "")) ?? "";
    const onDemand = [...page.matchAll(/\bimport\(\s*["`]\.\/([^"`]+)["`]\s*\)/g)].map(
      ([, name]) => name ?? "",
    );
    const mapChunks = await withStaticImports(onDemand);
    expect([...mapChunks.values()].some((text) => text.includes(leaflet))).toBe(true);
  });
});

// ADR 039: the forms check their schema in the page, with zod/mini loaded when a visitor
// enters a form, not with the page.
describe("the forms' checks", () => {
  it.each([
    ["the contact page", "contact.fr"],
    ["a property's page", "propertyForSale.fr"],
    ["the valuation page", "freeEvaluation.fr"],
    ["the owner login", "ownerLogin.fr"],
  ])("are in chunks that %s only imports on demand", async (_, id) => {
    const { entry, routes } = await routerManifest();
    const route = routes[id];
    expect(route?.module, id).toBeDefined();
    const first = [entry, routes.root, routes.site, route].flatMap((chunk) => [
      chunk?.module ?? "",
      ...(chunk?.imports ?? []),
    ]);
    const firstChunks = await withStaticImports(first.map((path) => basename(path)));
    expect(
      [...firstChunks].filter(([, text]) => text.includes("_zod")).map(([name]) => name),
    ).toEqual([]);
    const onDemand = [...firstChunks.values()].flatMap((text) =>
      [...text.matchAll(/\bimport\(\s*["`]\.\/(form-checks-[^"`]+)["`]\s*\)/g)].map(
        ([, name]) => name ?? "",
      ),
    );
    expect(onDemand).toHaveLength(1);
    const checkChunks = await withStaticImports(onDemand);
    expect([...checkChunks.values()].some((text) => text.includes("_zod"))).toBe(true);
  });
});
