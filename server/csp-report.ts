import type { Context } from "hono";
import type { AppEnv } from "./hono-env.ts";

const maxBodyBytes = 16 * 1024;
const reportsPerMinute = 60;
const acceptedTypes = ["application/csp-report", "application/reports+json", "application/json"];
// The fields worth reading in a report, in the old (report-uri) and the new (Reporting API) spelling.
const fields = [
  ["document-uri", "documentURL"],
  ["violated-directive", "effectiveDirective"],
  ["effective-directive", "effectiveDirective"],
  ["blocked-uri", "blockedURL"],
  ["source-file", "sourceFile"],
  ["line-number", "lineNumber"],
] as const;

/**
 * POST /csp-report: browsers report what the Content-Security-Policy blocked (a tag host missing from
 * the policy, an injected script). Each report becomes one warning in the log, at most 60 a minute so
 * that a noisy page or a flood cannot fill the disk; the rest are counted. Always 204 for a report.
 */
export function cspReports() {
  let windowStart = 0;
  let inWindow = 0;
  let dropped = 0;
  return async (c: Context<AppEnv>) => {
    const type = c.req.header("content-type")?.split(";")[0]?.trim().toLowerCase() ?? "";
    if (!acceptedTypes.includes(type)) return c.body(null, 415);
    if (Number(c.req.header("content-length") ?? 0) > maxBodyBytes) return c.body(null, 413);
    const text = await c.req.text();
    if (text.length > maxBodyBytes) return c.body(null, 413);
    const now = Date.now();
    if (now - windowStart >= 60_000) {
      if (dropped > 0) c.var.log.warn("csp reports dropped", { dropped });
      windowStart = now;
      inWindow = 0;
      dropped = 0;
    }
    for (const report of readReports(text)) {
      if (inWindow >= reportsPerMinute) dropped++;
      else {
        inWindow++;
        c.var.log.warn("csp violation", report);
      }
    }
    return c.body(null, 204);
  };
}

/** The reports in a body: `{"csp-report": {...}}` or a list of `{type, body}`; malformed gives none. */
function readReports(text: string): Record<string, string>[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  const bodies = Array.isArray(parsed)
    ? parsed.map((entry) => (entry as { body?: unknown })?.body)
    : [(parsed as { "csp-report"?: unknown })?.["csp-report"]];
  return bodies.filter(isObject).slice(0, 10).map(summary);
}

function summary(body: Record<string, unknown>): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const [legacy, current] of fields) {
    const value = body[current] ?? body[legacy];
    if (value !== undefined && value !== null) picked[current] = String(value).slice(0, 300);
  }
  return picked;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
