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

const wrongWay = [
  {
    file: "app/domain/zz-wrong-way.ts",
    source: `import { openDatabase } from "#app/data/database.server.ts";\nexport const open = openDatabase;\n`,
    rule: restricted,
    says: "app/domain and app/model import only",
  },
  {
    file: "app/model/zz-wrong-way.ts",
    source: `import { useState } from "react";\nexport const state = useState;\n`,
    rule: restricted,
    says: "app/domain and app/model are pure",
  },
  {
    file: "app/data/zz-wrong-way.server.ts",
    source: `import { propertyUrl } from "#app/routing/listing-urls.ts";\nexport const url = propertyUrl;\n`,
    rule: restricted,
    says: "Repositories return rows and read models",
  },
  {
    file: "app/features/home/zz-wrong-way.tsx",
    source: `import { PropertyCard } from "#app/features/listings/property-card.tsx";\nexport const Card = PropertyCard;\n`,
    rule: restricted,
    says: "A feature imports only its own folder",
  },
  {
    file: "app/features/home/zz-wrong-way-type.ts",
    source: `import type { OpenDatabase } from "#app/data/database.server.ts";\nexport type Db = OpenDatabase;\n`,
    rule: restricted,
    says: "A browser file may not import a *.server.ts module",
  },
  {
    file: "app/components/ui/zz-wrong-way.tsx",
    source: `import { Breadcrumb } from "#app/features/shell/breadcrumb.tsx";\nexport const Crumbs = Breadcrumb;\n`,
    rule: restricted,
    says: "components/ui is shared by every feature",
  },
  {
    file: "app/routes/site/zz-wrong-way.ts",
    source: `import { languages } from "../../i18n/languages.ts";\nexport const all = languages;\n`,
    rule: restricted,
    says: "Import across folders with #app/",
  },
  {
    file: "app/domain/zz-cycle-a.ts",
    source: `import { b } from "#app/domain/zz-cycle-b.ts";\nexport const a = () => b;\n`,
    rule: "lint/suspicious/noImportCycles",
    says: "cycle",
  },
  {
    file: "app/domain/zz-cycle-b.ts",
    source: `import { a } from "./zz-cycle-a.ts";\nexport const b = () => a;\n`,
    rule: "lint/suspicious/noImportCycles",
    says: "cycle",
  },
];

// The same kinds of files importing what the rules allow.
const rightWay = [
  {
    file: "app/domain/zz-right-way.ts",
    source: `import { slugify } from "./slug.ts";\nexport const slug = slugify;\n`,
  },
  {
    file: "app/data/zz-right-way.server.ts",
    source: `import type { PropertyPlace } from "#app/model/catalogue/listing-place.ts";\nimport { onOfferStatuses } from "#app/domain/listing-status.ts";\nexport const statuses = onOfferStatuses;\nexport type Place = PropertyPlace;\n`,
  },
  {
    file: "app/features/home/zz-right-way.tsx",
    source: `import { Icon } from "#app/components/ui/icon.tsx";\nimport { listingUrl } from "#app/routing/listing-urls.ts";\nimport { useSlideshow } from "./use-slideshow.ts";\nexport const parts = [Icon, listingUrl, useSlideshow];\n`,
  },
];

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
