import { execFileSync } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runCommand } from "#scripts/run-command.ts";
import type { Child } from "./child-process.ts";
import { loadDemo, startSite } from "./demo-site.ts";
import {
  installObservatory,
  type ObservatoryReport,
  observatoryVersion,
  scan,
} from "./observatory-tool.ts";
import { startTlsProxy } from "./tls-proxy.ts";

// `npm run observatory` (after a build): the MDN HTTP Observatory's grade of the home page as a
// visitor gets it from a deployment behind TLS (docs/requirements.md §16: a score of 120 or better).

// The scanner takes a host name only, and always asks https on 443 and http on 80 (we run as root).
const host = "localhost";
const minimumScore = 120;

runCommand(async () => {
  const pkg = await installObservatory();
  const dir = await mkdtemp(join(tmpdir(), "site-observatory-"));
  let site: Child | undefined;
  let proxy: { stop(): Promise<void> } | undefined;
  try {
    loadDemo(dir);
    // What docs/operations.md "Configuration" asks of every public deployment behind a TLS proxy.
    const started = await startSite(dir, {
      PUBLIC_URL: `https://${host}`,
      TRUST_PROXY: "127.0.0.1,::1",
    });
    site = started.child;
    const { cert, key } = selfSignedCertificate(dir);
    proxy = await startTlsProxy({
      target: started.url,
      cert: await readFile(cert, "utf8"),
      key: await readFile(key, "utf8"),
      httpsPort: 443,
      httpPort: 80,
    });
    const report = await scan(pkg, host, cert);
    process.stdout.write(`${markdown(report)}\n`);
    if (report.scan.score >= minimumScore) return 0;
    console.error(`score ${report.scan.score} is below ${minimumScore}`);
    return 1;
  } finally {
    await proxy?.stop();
    await site?.stop();
    await rm(dir, { recursive: true, force: true });
  }
});

/** A one-day certificate for `host`, its own issuer, which the scan is told to trust. */
function selfSignedCertificate(dir: string): { cert: string; key: string } {
  const cert = join(dir, "cert.pem");
  const key = join(dir, "key.pem");
  execFileSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"],
      ...["-days", "1", "-subj", `/CN=${host}`, "-addext", `subjectAltName=DNS:${host}`],
      ...["-keyout", key, "-out", cert],
    ],
    // openssl's messages only matter when it fails; they are then in the thrown error.
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  return { cert, key };
}

function markdown(report: ObservatoryReport): string {
  const rows = Object.entries(report.tests).map(
    ([name, test]) =>
      `| ${name} | ${test.pass ? "pass" : "FAIL"} | ${test.result} | ${test.scoreModifier} |`,
  );
  const page = report.tests.redirection?.destination ?? `https://${host}/`;
  return [
    `HTTP Observatory ${observatoryVersion}, ${page} through a local TLS proxy: grade ${report.scan.grade}, score ${report.scan.score} (HTTP ${report.scan.statusCode})`,
    "",
    "| test | pass | result | score modifier |",
    "|---|---|---|---|",
    ...rows,
  ].join("\n");
}
