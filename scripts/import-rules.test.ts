import { spawnSync } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";

// Issue 10 item 6: the import rules live in biome.json (overrides of noRestrictedImports, and
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
  ["app/features/home/zz-right-way.tsx", importing("Icon", "#app/components/ui/icon.tsx")],
  [
    "app/features/home/zz-right-way-routing.ts",
    importing("listingUrl", "#app/routing/listing-urls.ts"),
  ],
  ["app/features/home/zz-right-way-same.ts", importing("useSlideshow", "./use-slideshow.ts")],
  ["app/routes/site/zz-right-way-same.ts", importing("loadListing", "./listing.server.ts")],
  [
    "app/routes/site/zz-right-way-service.ts",
    importing("submitSiteContact", "#app/services/leads/site-contact.server.ts"),
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
