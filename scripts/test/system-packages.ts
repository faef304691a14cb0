import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";

/** Installs Debian packages that are missing, as root; anyone else is told what to install. */
export function ensureDebianPackages(packages: { name: string; present: () => boolean }[]): void {
  const missing = packages.filter((p) => !p.present()).map((p) => p.name);
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Missing ${missing.join(", ")}: install with "apt-get install -y ${missing.join(" ")}" (as root)`,
    );
  }
  process.stdout.write(`Installing ${missing.join(", ")} from Debian packages...\n`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", ...missing], {
    stdio: "inherit",
    env,
  });
}

export const chromiumPath = "/usr/bin/chromium";

export function chromiumPresent(): boolean {
  return existsSync(chromiumPath);
}

/** The bin folder of the newest installed PostgreSQL server, if any. */
export function postgresBinDir(): string | undefined {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(`${root}/${v}/bin/initdb`))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? `${root}/${versions[0]}/bin` : undefined;
}

export function commandExists(command: string): boolean {
  return spawnSync("sh", ["-c", `command -v ${command}`]).status === 0;
}
