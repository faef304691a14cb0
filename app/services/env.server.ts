import { z } from "zod";
import { defaultMinimumFillMs } from "#app/domain/guard-verdict.ts";
import { defaultLoginWave } from "#app/domain/login-throttle.ts";
import { defaultStaffSessionLimits } from "#app/domain/staff-session.ts";
import {
  noProxy,
  parseTrustedProxies,
  type TrustedProxies,
  trustProxyHelp,
} from "#app/domain/trusted-proxies.ts";
import type { WebhookSettings } from "#app/services/crm/webhook-target.server.ts";

/** A session limit in whole minutes, from one minute to a month. */
const minutes = (defaultMs: number) =>
  z.coerce
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .max(43_200, "must be at most 43200 (30 days)")
    .default(defaultMs / 60_000);

/** A session lifetime in whole hours, from one hour to 90 days. */
const hours = (defaultMs: number) =>
  z.coerce
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .max(2160, "must be at most 2160 (90 days)")
    .default(defaultMs / 3_600_000);

/** Every environment variable the server reads, validated once at start (docs/operations.md "Configuration"). */
export const envSchema = z.object({
  NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
  PORT: z.coerce
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(1, "must be between 1 and 65535")
    .max(65535, "must be between 1 and 65535")
    .default(3000),
  HOST: z
    .string()
    .regex(/^[\w.:-]+$/, "must be a host name or an IP address")
    .default("127.0.0.1"),
  DATA_DIR: z.string().min(1, "must not be empty").default("data"),
  /** Originals and image variants; DATA_DIR/media when unset. */
  MEDIA_DIR: z.string().min(1, "must not be empty").optional(),
  /** How long an import may spend fetching http(s) photos and documents (docs/requirements.md §11 "Files"). */
  REMOTE_MEDIA_BUDGET_SECONDS: z.coerce
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .max(3600, "must be at most 3600")
    .default(60),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// or postgresql:// URL" })
    .optional(),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })
    .optional(),
  /** The reverse proxies whose X-Forwarded-* headers are believed (ADR 038): a list or a hop count. */
  TRUST_PROXY: z
    .string()
    .transform((text, ctx): TrustedProxies => {
      const trusted = parseTrustedProxies(text);
      if (!trusted) ctx.addIssue({ code: "custom", message: trustProxyHelp });
      return trusted ?? noProxy;
    })
    .default(noProxy),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
  /** Leads older than this many months are deleted with their mails by the mail worker (docs/requirements.md §14). */
  LEAD_RETENTION_MONTHS: z.coerce
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .max(120, "must be at most 120")
    .default(24),
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters long").optional(),
  /**
   * Seals the owners' two-step secrets (ADR 036); generated and kept in the database when
   * unset, which protects a copy of that table but not of the whole database.
   */
  SECOND_FACTOR_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, "must be 64 hexadecimal characters (openssl rand -hex 32)")
    .optional(),
  /** Signs captcha challenges and form times (ADR 023); generated and kept in the database when unset. */
  CAPTCHA_HMAC_KEY: z.string().min(32, "must be at least 32 characters long").optional(),
  // ADR 035: a wave of credential stuffing is this many failed logins, from many
  // addresses, within this many minutes; while it lasts logins need a captcha, unknown devices a code.
  LOGIN_WAVE_FAILURES: z.coerce
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .max(100_000, "must be at most 100000")
    .default(defaultLoginWave.failures),
  LOGIN_WAVE_MINUTES: z.coerce
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .max(1440, "must be at most 1440 (a day)")
    .default(defaultLoginWave.windowMs / 60_000),
  // The desk's sessions (ADR 049): an admin's ends after an hour without a page or 12 hours after the
  // login, an agent's after 8 hours without a page or a week after the login.
  STAFF_ADMIN_IDLE_MINUTES: minutes(defaultStaffSessionLimits.admin.idleMs),
  STAFF_ADMIN_LIFETIME_HOURS: hours(defaultStaffSessionLimits.admin.lifetimeMs),
  STAFF_AGENT_IDLE_MINUTES: minutes(defaultStaffSessionLimits.agent.idleMs),
  STAFF_AGENT_LIFETIME_HOURS: hours(defaultStaffSessionLimits.agent.lifetimeMs),
  /**
   * A lead form sent without a solved captcha faster than this is refused (ADR 023). An operator's and
   * the tests' knob: the end-to-end suite sends forms at once rather than wait as a person would.
   */
  FORM_MIN_FILL_MS: z.coerce
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(0, "must not be negative")
    .max(60_000, "must be at most 60000")
    .default(defaultMinimumFillMs),
  LOG_LEVEL: z
    .enum(["debug", "info", "warn", "error"], { error: "must be debug, info, warn or error" })
    .default("info"),
  PAGE_CACHE_MB: z.coerce
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(0, "must not be negative")
    .max(4096, "must be at most 4096")
    .default(64),
  // A page takes 5 to 15 ms of CPU to make: 16 at once on two cores is already a wait of 40 to 120 ms;
  // pages beyond wait their turn in a queue (ADR 068). Pages from the cache do not count.
  MAX_PAGES_IN_FLIGHT: z.coerce
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .max(10_000, "must be at most 10000")
    .default(16),
  // ADR 068: a page waits in the queue rather than get a 503 while its wait, expected or spent, is
  // within this; 0 refuses at once beyond MAX_PAGES_IN_FLIGHT. Issue 29 asks for a second.
  MAX_QUEUE_WAIT_MS: z.coerce
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(0, "must not be negative")
    .max(10_000, "must be at most 10000")
    .default(1000),
  // Pages queued for the CPU show as a late event loop; past this delay (two samples in a row) waiting
  // pages are held until the loop catches up (ADR 068). 0 turns it off.
  MAX_EVENT_LOOP_LAG_MS: z.coerce
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(0, "must not be negative")
    .max(60_000, "must be at most 60000")
    .default(200),
  SHUTDOWN_TIMEOUT_MS: z.coerce
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(0, "must not be negative")
    .default(10_000),
  // `npm run sync` (docs/operations.md "Syncing from Omnicasa"): the API's service address and the agency's
  // customer credentials, sent with every request as the API wants them.
  OMNICASA_URL: z
    .url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })
    .optional(),
  OMNICASA_CUSTOMER_NAME: z.string().optional(),
  OMNICASA_CUSTOMER_PASSWORD: z.string().optional(),
  // ADR 064: every lead POSTed, signed, to any CRM (docs/operations.md "Leads into your CRM").
  LEAD_WEBHOOK_URL: z
    .url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })
    .optional(),
  LEAD_WEBHOOK_SECRET: z.string().min(32, "must be at least 32 characters long").optional(),
  /** Host names or addresses of the webhook that may be private or loopback (an agency's own CRM). */
  LEAD_WEBHOOK_ALLOW_HOSTS: z
    .string()
    .transform((text) =>
      text
        .split(",")
        .map((host) => host.trim())
        .filter((host) => host !== ""),
    )
    .default([]),
  /** Runs the sync inside the server every so many minutes; unset, only `npm run sync` does. */
  SYNC_INTERVAL_MINUTES: z.coerce
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .max(10_080, "must be at most 10080 (a week)")
    .optional(),
  /** ADR 066: a full sync at most this often; the runs between fetch only what changed. */
  SYNC_FULL_INTERVAL_HOURS: z.coerce
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .max(720, "must be at most 720 (30 days)")
    .default(24),
});

export type Env = z.infer<typeof envSchema>;

/** Where and as whom the sync asks the CRM. */
export interface OmnicasaAccess {
  url: string;
  customerName: string;
  customerPassword: string;
}

/** The Omnicasa access the environment configures, or undefined when OMNICASA_URL is unset. */
export function omnicasaAccess(env: Env): OmnicasaAccess | undefined {
  const { OMNICASA_URL, OMNICASA_CUSTOMER_NAME, OMNICASA_CUSTOMER_PASSWORD } = env;
  if (!OMNICASA_URL || !OMNICASA_CUSTOMER_NAME || !OMNICASA_CUSTOMER_PASSWORD) return undefined;
  return {
    url: OMNICASA_URL,
    customerName: OMNICASA_CUSTOMER_NAME,
    customerPassword: OMNICASA_CUSTOMER_PASSWORD,
  };
}

// The sync needs all three Omnicasa variables; a half-configured one is a mistake to say at start.
const omnicasaVariables = [
  "OMNICASA_URL",
  "OMNICASA_CUSTOMER_NAME",
  "OMNICASA_CUSTOMER_PASSWORD",
] as const;

function accessIssues(env: Env): string[] {
  const wanted =
    env.SYNC_INTERVAL_MINUTES !== undefined || omnicasaVariables.some((name) => env[name]);
  if (!wanted) return [];
  const reason =
    env.SYNC_INTERVAL_MINUTES !== undefined
      ? "SYNC_INTERVAL_MINUTES"
      : "the other OMNICASA_ variables";
  return omnicasaVariables
    .filter((name) => !env[name])
    .map((name) => `${name} must be set with ${reason}`);
}

/** Where and how the lead webhook posts (ADR 064), or undefined when LEAD_WEBHOOK_URL is unset. */
export function leadWebhook(env: Env): WebhookSettings | undefined {
  const { LEAD_WEBHOOK_URL, LEAD_WEBHOOK_SECRET, LEAD_WEBHOOK_ALLOW_HOSTS } = env;
  if (!LEAD_WEBHOOK_URL || !LEAD_WEBHOOK_SECRET) return undefined;
  return {
    url: LEAD_WEBHOOK_URL,
    secret: LEAD_WEBHOOK_SECRET,
    allowHosts: LEAD_WEBHOOK_ALLOW_HOSTS,
  };
}

// An unsigned webhook, or a secret sent nowhere, is a mistake to say at start.
function webhookIssues(env: Env): string[] {
  if (env.LEAD_WEBHOOK_URL && !env.LEAD_WEBHOOK_SECRET)
    return ["LEAD_WEBHOOK_SECRET must be set with LEAD_WEBHOOK_URL"];
  if (env.LEAD_WEBHOOK_SECRET && !env.LEAD_WEBHOOK_URL)
    return ["LEAD_WEBHOOK_URL must be set with LEAD_WEBHOOK_SECRET"];
  return [];
}

// An idle limit past the lifetime would never apply: a mistake to say at start (ADR 049).
function staffSessionIssues(env: Env): string[] {
  return (["ADMIN", "AGENT"] as const).flatMap((role) =>
    env[`STAFF_${role}_IDLE_MINUTES`] > env[`STAFF_${role}_LIFETIME_HOURS`] * 60
      ? [`STAFF_${role}_IDLE_MINUTES must not exceed STAFF_${role}_LIFETIME_HOURS`]
      : [],
  );
}

/** Where mails are written as .eml files when SMTP_URL is unset (docs/operations.md "Mail"). */
/**
 * LEAD_RETENTION_MONTHS, read alone for the desk's people page (ADR 053); the whole environment was
 * validated at start, so a bad value never gets here.
 */
export function leadRetentionMonths(source: Record<string, string | undefined> = process.env) {
  return envSchema.shape.LEAD_RETENTION_MONTHS.parse(source.LEAD_RETENTION_MONTHS);
}

export function outboxDir(env: Env): string {
  return `${env.DATA_DIR}/outbox`;
}

export function mediaDir(env: Env): string {
  return env.MEDIA_DIR ?? `${env.DATA_DIR}/media`;
}

// Values that may hold a password or a secret (URLs carry credentials): a bad one is named, never echoed.
const secretValues = new Set([
  "DATABASE_URL",
  "SMTP_URL",
  "SESSION_SECRET",
  "SECOND_FACTOR_KEY",
  "CAPTCHA_HMAC_KEY",
  "OMNICASA_URL",
  "OMNICASA_CUSTOMER_PASSWORD",
  "LEAD_WEBHOOK_URL",
  "LEAD_WEBHOOK_SECRET",
]);

/** Parses the environment; an empty value counts as unset. Throws one line naming each bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const present = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ""),
  );
  const result = envSchema.safeParse(present);
  const problems = result.success
    ? [
        ...accessIssues(result.data),
        ...staffSessionIssues(result.data),
        ...webhookIssues(result.data),
      ]
    : result.error.issues.map((issue) => {
        const name = String(issue.path[0]);
        const got = secretValues.has(name) ? "" : ` (got ${JSON.stringify(present[name])})`;
        return `${name} ${issue.message}${got}`;
      });
  if (result.success && problems.length === 0) return result.data;
  throw new EnvError(`Invalid environment: ${problems.join("; ")}`);
}

export class EnvError extends Error {
  override name = "EnvError";
}
