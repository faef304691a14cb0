import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { z } from "zod";

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
 * Installs the Observatory into a folder of the system's temporary directory (once; later runs reuse
 * it) and returns the package's folder. Install scripts are skipped: the package's own download the
 * Chromium HSTS preload list and the TLD list, and a dependency downloads Mozilla's intermediate
 * certificates, from hosts this machine may not reach. The scanner only reads the preload list (to
 * pass sites every browser forces to https); localhost can never be on it, so an empty list gives
 * the same answers. It is written last and so also marks a finished install.
 */
export async function installObservatory(): Promise<string> {
  const prefix = join(tmpdir(), `mdn-http-observatory-${observatoryVersion}`);
  const pkg = join(prefix, "node_modules", "@mdn", "mdn-http-observatory");
  const preloadList = join(pkg, "conf", "hsts-preload.json");
  if (existsSync(preloadList)) return pkg;
  process.stderr.write(
    `Installing @mdn/mdn-http-observatory@${observatoryVersion} into ${prefix}\n`,
  );
  const args = ["install", "--prefix", prefix, "--ignore-scripts", "--no-audit", "--no-fund"];
  const { code, stderr } = await run("npm", [
    ...args,
    `@mdn/mdn-http-observatory@${observatoryVersion}`,
  ]);
  if (code !== 0) throw new Error(`npm install of the Observatory failed:\n${stderr}`);
  await writeFile(preloadList, "{}\n");
  return pkg;
}

/**
 * Scans `https://host/` and `http://host/` as the public Observatory does, following redirects.
 * The scanner's own `bin` wrapper is bypassed: it replaces NODE_EXTRA_CA_CERTS with Mozilla's bundle,
 * and the throw-away certificate must be trusted, or every https test reports an invalid certificate.
 */
export async function scan(pkg: string, host: string, caFile: string): Promise<ObservatoryReport> {
  const cli = join(pkg, "src", "scan.js");
  const { code, stdout, stderr } = await run(process.execPath, [cli, host], {
    NODE_EXTRA_CA_CERTS: caFile,
  });
  // On failure the scanner prints {"error": "..."} on stdout and exits with 1.
  if (code !== 0) throw new Error(`the Observatory scan failed (${code}): ${stdout}${stderr}`);
  return reportSchema.parse(JSON.parse(stdout));
}

/**
 * Runs a command without blocking this process, whose event loop serves the TLS proxy meanwhile;
 * killed after two minutes so that a hung tool cannot keep the servers up.
 */
function run(
  command: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, timeout: 120_000 });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
    });
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}
