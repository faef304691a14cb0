import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// Speed is a feature: what every page downloads stays small. Validation (zod) and data access run on
// the server; a browser file that carries them means an import crossed over by mistake.
describe("the browser files of the build", () => {
  it("carry neither zod nor database code", async () => {
    const dir = join(import.meta.dirname, "../build/client/assets");
    const scripts = (await readdir(dir)).filter((name) => name.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(0);
    const offenders: string[] = [];
    for (const name of scripts) {
      const text = await readFile(join(dir, name), "utf8");
      for (const marker of ["ZodError", "SqliteDialect", "PostgresDialect", "node:sqlite"])
        if (text.includes(marker)) offenders.push(`${name}: ${marker}`);
    }
    expect(offenders).toEqual([]);
  });
});
