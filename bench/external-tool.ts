import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

// Audit tools (the HTTP Observatory, Lighthouse) are installed on demand, at an exact version, into the
// system's temporary folder: the project does not need them to run, and the figures in bench/README.md
// stay comparable only with the same version.

/**
 * Installs `name@version` into a folder of its own (once; later runs reuse it) and returns the package's
 * folder. `ignoreScripts` skips install scripts that download from hosts this machine may not reach.
 */
export async function installTool(
  name: string,
  version: string,
  options: { ignoreScripts?: boolean; marker?: string } = {},
): Promise<string> {
  const prefix = join(tmpdir(), `${name.replace(/^\W+/, "").replace(/\W+/g, "-")}-${version}`);
  const pkg = join(prefix, "node_modules", ...name.split("/"));
  if (existsSync(join(pkg, options.marker ?? "package.json"))) return pkg;
  process.stderr.write(`Installing ${name}@${version} into ${prefix}\n`);
  const args = ["install", "--prefix", prefix, "--no-audit", "--no-fund"];
  if (options.ignoreScripts) args.push("--ignore-scripts");
  const { code, stderr } = await runTool("npm", [...args, `${name}@${version}`]);
  if (code !== 0) throw new Error(`npm install of ${name} failed:\n${stderr}`);
  return pkg;
}

/**
 * Runs a command without blocking this process, whose event loop may serve a proxy meanwhile; killed
 * after `timeoutMs` so that a hung tool cannot keep the servers up.
 */
export function runTool(
  command: string,
  args: string[],
  env: Record<string, string> = {},
  timeoutMs = 120_000,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, timeout: timeoutMs });
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
