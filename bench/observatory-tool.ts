import { existsSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { z } from "zod";
import { installTool, runTool } from "./external-tool.ts";

// Exact version: a new release may change the tests or the scores, and the figures in bench/README.md
// must stay comparable. Installed on demand outside the project, which does not need it to run.
export const observatoryVersion = "1.4.8";

const testSchema = z.object({
  pass: z.boolean().nullable(),
  result: z.string().nullable(),
  expectation: z.string(),
  scoreModifier: z.number().nullable(),
  // The redirection test's last address: the page that was graded.
  destination: z.string().nullable().optional(),
});
const reportSchema = z.object({
  scan: z.object({ grade: z.string(), score: z.number(), statusCode: z.number() }),
  tests: z.record(z.string(), testSchema),
});
export type ObservatoryReport = z.infer<typeof reportSchema>;

/**
 * Installs the Observatory (once) and returns the package's folder. Install scripts are skipped: the
 * package's own download the Chromium HSTS preload list and the TLD list, and a dependency downloads
 * Mozilla's intermediate certificates, from hosts this machine may not reach. The scanner only reads
 * the preload list (to pass sites every browser forces to https); localhost can never be on it, so an
 * empty list gives the same answers. It is written last and so also marks a finished install.
 */
export async function installObservatory(): Promise<string> {
  const preload = join("conf", "hsts-preload.json");
  const pkg = await installTool("@mdn/mdn-http-observatory", observatoryVersion, {
    ignoreScripts: true,
    marker: preload,
  });
  if (!existsSync(join(pkg, preload))) await writeFile(join(pkg, preload), "{}\n");
  return pkg;
}

/**
 * Scans `https://host/` and `http://host/` as the public Observatory does, following redirects.
 * The scanner's own `bin` wrapper is bypassed: it replaces NODE_EXTRA_CA_CERTS with Mozilla's bundle,
 * and the throw-away certificate must be trusted, or every https test reports an invalid certificate.
 */
export async function scan(pkg: string, host: string, caFile: string): Promise<ObservatoryReport> {
  const cli = join(pkg, "src", "scan.js");
  const { code, stdout, stderr } = await runTool(process.execPath, [cli, host], {
    NODE_EXTRA_CA_CERTS: caFile,
  });
  // On failure the scanner prints {"error": "..."} on stdout and exits with 1.
  if (code !== 0) throw new Error(`the Observatory scan failed (${code}): ${stdout}${stderr}`);
  return reportSchema.parse(JSON.parse(stdout));
}
