import { spawnSync } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";

// ADR 010: the import rules live in biome.json (overrides of noRestrictedImports, and
// noImportCycles). This writes files that break them into app/, lints them with the project's Biome
// and expects each one refused by name; files that keep the rules must pass untouched. Removing a rule
// from biome.json makes this fail (and `npm run lint` refuses the same imports in real files).

const root = fileURLToPath(new URL("../", import.meta.url));
const biome = join(root, "node_modules/.bin/biome");

const restricted = "lint/style/noRestrictedImports";
const cycle = "lint/suspicious/noImportCycles";

/** A module that imports one name and uses it, so that the import alone can be wrong. */
const importing = (name: string, from: string) =>
  `import { ${name} } from "${from}";\nexport const used = [${name}];\n`;

const wrongWay = [
  [
    "app/domain/zz-wrong-way.ts",
    importing("openDatabase", "#app/data/database.server.ts"),
    restricted,
    "app/domain and app/model import only",
  ],
  [
    "app/model/zz-wrong-way.ts",
    importing("useState", "react"),
    restricted,
    "app/domain and app/model are pure",
  ],
  [
    "app/data/zz-wrong-way.server.ts",
    importing("propertyUrl", "#app/routing/listing-urls.ts"),
    restricted,
    "Repositories return rows and read models",
  ],
  [
    "app/features/home/zz-wrong-way.tsx",
    importing("PropertyCard", "#app/features/listings/property-card.tsx"),
    restricted,
    "A feature imports only its own folder",
  ],
  [
    "app/features/home/zz-wrong-way-type.ts",
    `import type { OpenDatabase } from "#app/data/database.server.ts";\nexport type Used = OpenDatabase;\n`,
    restricted,
    "A browser file may not import a *.server.ts module",
  ],
  [
    "app/components/ui/zz-wrong-way.tsx",
    importing("Breadcrumb", "#app/features/shell/breadcrumb.tsx"),
    restricted,
    "components/ui is shared by every feature",
  ],
  [
    "app/features/home/zz-wrong-way-data.ts",
    `import type { Database } from "#app/data/schema.ts";\nexport type Used = Database;\n`,
    restricted,
    "A feature draws what its route loaded",
  ],
  [
    "app/components/ui/zz-wrong-way-routing.ts",
    importing("listingUrl", "#app/routing/listing-urls.ts"),
    restricted,
    "components/ui draws what it is given",
  ],
  [
    "app/data/zz-wrong-way-service.server.ts",
    importing("hashPassword", "#app/services/auth/passwords.server.ts"),
    restricted,
    "Repositories return rows and read models",
  ],
  [
    "app/services/zz-wrong-way.server.ts",
    importing("loader", "#app/routes/site/home.tsx"),
    restricted,
    "A service is called by routes and middleware",
  ],
  [
    "app/services/leads/zz-wrong-way-http.server.ts",
    importing("parseForm", "#app/http/form.server.ts"),
    restricted,
    "A lead's use case takes the parsed value",
  ],
  [
    "app/services/leads/zz-wrong-way-router.server.ts",
    importing("redirect", "react-router"),
    restricted,
    "A lead's use case takes the parsed value",
  ],
  [
    "app/services/admin/zz-wrong-way-context.server.ts",
    importing("dbContext", "#app/contexts.ts"),
    restricted,
    "A staff use case takes plain values",
  ],
  [
    "app/services/zz-wrong-way-feature.server.ts",
    importing("PropertyCard", "#app/features/listings/property-card.tsx"),
    restricted,
    "A service is called by routes and middleware",
  ],
  [
    "app/services/owners/zz-wrong-way-http.server.ts",
    importing("parseForm", "#app/http/form.server.ts"),
    restricted,
    "An owner use case takes plain values",
  ],
  [
    "app/services/owners/zz-wrong-way-context.server.ts",
    importing("dbContext", "#app/contexts.ts"),
    restricted,
    "An owner use case takes plain values",
  ],
  [
    "app/services/owners/zz-wrong-way-router.server.ts",
    importing("redirect", "react-router"),
    restricted,
    "An owner use case takes plain values",
  ],
  [
    "app/services/accounts/zz-wrong-way-http.server.ts",
    importing("parseForm", "#app/http/form.server.ts"),
    restricted,
    "Shared account code takes plain values",
  ],
  [
    "app/services/accounts/zz-wrong-way-router.server.ts",
    importing("redirect", "react-router"),
    restricted,
    "Shared account code takes plain values",
  ],
  [
    "app/services/accounts/zz-wrong-way-owners.server.ts",
    importing("attemptLogin", "#app/services/owners/owner-login.server.ts"),
    restricted,
    "Shared account code serves every kind of account",
  ],
  [
    "app/middleware/zz-wrong-way.server.ts",
    importing("pageMeta", "#app/seo/page-meta.ts"),
    restricted,
    "Middleware resolves contexts",
  ],
  [
    "app/http/zz-wrong-way.ts",
    importing("pageMeta", "#app/seo/page-meta.ts"),
    restricted,
    "app/http is request and response plumbing",
  ],
  [
    "app/http/zz-wrong-way-data.server.ts",
    importing("readSiteConfig", "#app/data/config/site-config.server.ts"),
    restricted,
    "app/http is request and response plumbing",
  ],
  [
    "app/http/zz-wrong-way-browser.ts",
    `import type { siteCookie } from "#app/http/cookies.server.ts";\nexport type Used = typeof siteCookie;\n`,
    restricted,
    "A browser file may not import a *.server.ts module",
  ],
  [
    "app/seo/zz-wrong-way.ts",
    importing("safeReturnPath", "#app/http/return-path.ts"),
    restricted,
    "app/seo builds heads",
  ],
  [
    "app/routing/zz-wrong-way.ts",
    importing("alternateUrls", "#app/seo/alternates.ts"),
    restricted,
    "app/routing imports only",
  ],
  [
    "app/model/zz-wrong-way-context.ts",
    `import type { Site } from "#app/contexts.ts";\nexport type Used = Site;\n`,
    restricted,
    "app/domain and app/model import only",
  ],
  [
    "server/zz-wrong-way.ts",
    importing("freePort", "../tests/support/free-port.ts"),
    restricted,
    "Import across folders with #app/",
  ],
  [
    "scripts/demo/zz-wrong-way.ts",
    importing("runCommand", "../run-command.ts"),
    restricted,
    "Import across folders with #app/",
  ],
  [
    "bench/zz-wrong-way.ts",
    importing("migrateToLatest", "../db/migrate.ts"),
    restricted,
    "Import across folders with #app/",
  ],
  [
    "app/routes/site/zz-wrong-way.ts",
    importing("languages", "../../i18n/languages.ts"),
    restricted,
    "Import across folders with #app/",
  ],
  [
    "app/routes/site/zz-wrong-way-route.ts",
    importing("resultNeighbours", "#app/routes/listings/neighbours.server.ts"),
    restricted,
    "A route folder imports only its own files",
  ],
  ["app/domain/zz-cycle-a.ts", importing("used as b", "#app/domain/zz-cycle-b.ts"), cycle, "cycle"],
  ["app/domain/zz-cycle-b.ts", importing("used as a", "./zz-cycle-a.ts"), cycle, "cycle"],
].map(([file = "", source = "", rule = "", says = ""]) => ({ file, source, rule, says }));

// The same kinds of files importing what the rules allow.
const rightWay = [
  ["app/domain/zz-right-way.ts", importing("slugify", "./slug.ts")],
  [
    "app/data/zz-right-way.server.ts",
    importing("onOfferStatuses", "#app/domain/listing-status.ts"),
  ],
  [
    "app/data/zz-right-way-model.server.ts",
    importing("propertyPlace", "#app/model/catalogue/listing-place.ts"),
  ],
  [
    "app/services/zz-right-way.server.ts",
    importing("renderMail", "#app/features/mail/render-mail.ts"),
  ],
  [
    "app/services/zz-right-way-http.server.ts",
    importing("siteCookie", "#app/http/cookies.server.ts"),
  ],
  [
    "app/services/owners/zz-right-way-cookies.server.ts",
    importing("createCookieSessionStorage", "react-router"),
  ],
  [
    "app/services/accounts/zz-right-way-cookies.server.ts",
    importing("siteCookie", "#app/http/cookies.server.ts"),
  ],
  [
    "app/http/zz-right-way.server.ts",
    importing("isDatabaseUnavailable", "#app/data/database-errors.server.ts"),
  ],
  ["app/seo/zz-right-way.ts", importing("pageUrl", "#app/routing/route-table.ts")],
  ["app/model/zz-right-way.ts", importing("slugify", "#app/domain/slug.ts")],
  ["server/zz-right-way.ts", importing("migrateToLatest", "#db/migrate.ts")],
  ["app/features/home/zz-right-way.tsx", importing("Icon", "#app/components/ui/icon.tsx")],
  [
    "app/features/home/zz-right-way-routing.ts",
    importing("listingUrl", "#app/routing/listing-urls.ts"),
  ],
  ["app/features/home/zz-right-way-same.ts", importing("useSlideshow", "./use-slideshow.ts")],
  ["app/routes/site/zz-right-way-same.ts", importing("loadListing", "./listing.server.ts")],
  [
    "app/routes/site/zz-right-way-service.ts",
    importing("siteContactLead", "#app/services/leads/site-contact.server.ts"),
  ],
].map(([file = "", source = ""]) => ({ file, source }));

interface Finding {
  rule: string;
  file: string;
  message: string;
}

let findings: Finding[] = [];
let status: number | null = null;

beforeAll(() => {
  const files = [...wrongWay, ...rightWay];
  // Only what this test wrote is removed; a file already there makes it fail (EEXIST) untouched.
  const written: string[] = [];
  try {
    for (const { file, source } of files) {
      writeFileSync(join(root, file), source, { flag: "wx" });
      written.push(file);
    }
    const result = spawnSync(
      biome,
      ["lint", "--reporter=github", "--max-diagnostics=none", ...files.map((f) => f.file)],
      { cwd: root, encoding: "utf8" },
    );
    status = result.status;
    // ::error title=lint/style/noRestrictedImports,file=/abs/app/x.ts,line=1,...::message
    findings = [...result.stdout.matchAll(/^::\w+ title=([^,]+),file=([^,]+),[^:]*::(.*)$/gm)].map(
      ([, rule = "", file = "", message = ""]) => ({ rule, file, message }),
    );
  } finally {
    for (const file of written) rmSync(join(root, file));
  }
}, 60_000);

const findingsOf = (file: string) => findings.filter((f) => f.file === join(root, file));

describe("import rules (biome.json)", () => {
  it("fail the lint when an import goes the wrong way", () => {
    expect(status).toBe(1);
  });

  it.each(wrongWay)("refuse $file ($rule)", ({ file, rule, says }) => {
    expect(findingsOf(file)).toContainEqual(
      expect.objectContaining({ rule, message: expect.stringContaining(says) }),
    );
  });

  it.each(rightWay)("let $file through", ({ file }) => {
    expect(findingsOf(file)).toEqual([]);
  });
});
