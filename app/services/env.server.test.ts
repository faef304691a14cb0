import { describe, expect, it } from "vitest";
import { defaultStaffSessionLimits, staffSessionLimits } from "#app/domain/staff-session.ts";
import { leadRetentionMonths, leadWebhook, omnicasaAccess, parseEnv } from "./env.server.ts";

describe("parseEnv", () => {
  it("reads the lead webhook (ADR 064): a URL with its secret, the allowed private hosts as a list", () => {
    const secret = "s".repeat(32);
    const env = parseEnv({
      LEAD_WEBHOOK_URL: "http://crm.internal/leads",
      LEAD_WEBHOOK_SECRET: secret,
      LEAD_WEBHOOK_ALLOW_HOSTS: "crm.internal, 10.0.0.5",
    });
    expect(leadWebhook(env)).toEqual({
      url: "http://crm.internal/leads",
      secret,
      allowHosts: ["crm.internal", "10.0.0.5"],
    });
    expect(leadWebhook(parseEnv({}))).toBeUndefined();
    expect(() => parseEnv({ LEAD_WEBHOOK_URL: "https://crm.example/leads" })).toThrow(
      "LEAD_WEBHOOK_SECRET must be set with LEAD_WEBHOOK_URL",
    );
    expect(() => parseEnv({ LEAD_WEBHOOK_SECRET: secret })).toThrow(
      "LEAD_WEBHOOK_URL must be set with LEAD_WEBHOOK_SECRET",
    );
    expect(() =>
      parseEnv({ LEAD_WEBHOOK_URL: "https://crm.example/leads", LEAD_WEBHOOK_SECRET: "short" }),
    ).toThrow(/^Invalid environment: LEAD_WEBHOOK_SECRET must be at least 32 characters long$/);
  });

  it("applies safe defaults: port 3000 on the loopback address, SQLite under data/", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: "127.0.0.1",
      DATA_DIR: "data",
      TRUST_PROXY: { networks: [] },
      LEAD_RETENTION_MONTHS: 24,
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("treats empty values as unset", () => {
    expect(parseEnv({ PORT: "", DATABASE_URL: "" }).PORT).toBe(3000);
  });

  it("accepts PostgreSQL URLs", () => {
    const env = parseEnv({ DATABASE_URL: "postgresql://u@db:5432/site" });
    expect(env.DATABASE_URL).toBe("postgresql://u@db:5432/site");
  });

  it("reads TRUST_PROXY as the proxies named, by address and network or by count (ADR 038)", () => {
    const listed = parseEnv({ TRUST_PROXY: "127.0.0.1, ::1,10.0.0.0/8" }).TRUST_PROXY;
    expect(listed).toEqual({
      networks: [
        { bytes: [127, 0, 0, 1], prefix: 32 },
        { bytes: [...new Array(15).fill(0), 1], prefix: 128 },
        { bytes: [10, 0, 0, 0], prefix: 8 },
      ],
    });
    expect(parseEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toEqual({ hops: 2 });
    expect(parseEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toEqual({ networks: [] });
  });

  it.each([
    [{ PORT: "abc" }, 'Invalid environment: PORT must be a number (got "abc")'],
    [{ PORT: "70000" }, 'PORT must be between 1 and 65535 (got "70000")'],
    [{ DATABASE_URL: "mysql://x/y" }, "DATABASE_URL must be a postgres:// or postgresql:// URL"],
    [{ PUBLIC_URL: "example.com" }, "PUBLIC_URL must be an http:// or https:// URL"],
    [{ SMTP_URL: "http://mail" }, "SMTP_URL must be an smtp:// or smtps:// URL"],
    [{ LEAD_RETENTION_MONTHS: "0" }, 'LEAD_RETENTION_MONTHS must be at least 1 (got "0")'],
    [{ SESSION_SECRET: "short" }, "SESSION_SECRET must be at least 32 characters long"],
    [{ CAPTCHA_HMAC_KEY: "short" }, "CAPTCHA_HMAC_KEY must be at least 32 characters long"],
    [
      { SECOND_FACTOR_KEY: "short" },
      "Invalid environment: SECOND_FACTOR_KEY must be 64 hexadecimal characters (openssl rand -hex 32)",
    ],
    // ADR 038: `true` believed any X-Forwarded-For; refused, saying what to write instead.
    [
      { TRUST_PROXY: "true" },
      "TRUST_PROXY must name the proxies whose X-Forwarded-For is believed",
    ],
    [{ TRUST_PROXY: "10.0.0.0/33" }, "e.g. 127.0.0.1,::1 or 10.0.0.0/8"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL must be debug, info, warn or error"],
    [{ FORM_MIN_FILL_MS: "soon" }, 'FORM_MIN_FILL_MS must be a number (got "soon")'],
    [{ FORM_MIN_FILL_MS: "-1" }, "FORM_MIN_FILL_MS must not be negative"],
    [{ FORM_MIN_FILL_MS: "60001" }, "FORM_MIN_FILL_MS must be at most 60000"],
    [{ REMOTE_MEDIA_BUDGET_SECONDS: "0" }, "REMOTE_MEDIA_BUDGET_SECONDS must be at least 1"],
    [{ OMNICASA_URL: "ftp://crm" }, "OMNICASA_URL must be an http:// or https:// URL"],
    [{ SYNC_INTERVAL_MINUTES: "0" }, 'SYNC_INTERVAL_MINUTES must be at least 1 (got "0")'],
    [{ SYNC_FULL_INTERVAL_HOURS: "721" }, "SYNC_FULL_INTERVAL_HOURS must be at most 720 (30 days)"],
    [
      { SYNC_INTERVAL_MINUTES: "30" },
      "Invalid environment: OMNICASA_URL must be set with SYNC_INTERVAL_MINUTES; OMNICASA_CUSTOMER_NAME must be set with SYNC_INTERVAL_MINUTES; OMNICASA_CUSTOMER_PASSWORD must be set with SYNC_INTERVAL_MINUTES",
    ],
    [
      { OMNICASA_URL: "https://crm.example/", OMNICASA_CUSTOMER_NAME: "agency" },
      "Invalid environment: OMNICASA_CUSTOMER_PASSWORD must be set with the other OMNICASA_ variables",
    ],
  ])("rejects %o with one line naming the variable", (source, message) => {
    expect(() => parseEnv(source)).toThrow(message);
    expect(() => parseEnv(source)).toThrow(/^[^\n]+$/);
  });
  it("reads the lead forms' form-time minimum, 3 s unless FORM_MIN_FILL_MS says otherwise (ADR 023)", () => {
    expect(parseEnv({}).FORM_MIN_FILL_MS).toBe(3000);
    expect(parseEnv({ FORM_MIN_FILL_MS: "0" }).FORM_MIN_FILL_MS).toBe(0);
    expect(parseEnv({ FORM_MIN_FILL_MS: "60000" }).FORM_MIN_FILL_MS).toBe(60_000);
  });

  it("reads the desk's session limits, an admin's 1 h idle and 12 h in all, an agent's 8 h and a week (ADR 049)", () => {
    expect(staffSessionLimits(parseEnv({}))).toEqual(defaultStaffSessionLimits);
    expect(defaultStaffSessionLimits).toEqual({
      admin: { idleMs: 3_600_000, lifetimeMs: 12 * 3_600_000 },
      agent: { idleMs: 8 * 3_600_000, lifetimeMs: 168 * 3_600_000 },
    });
    const env = parseEnv({ STAFF_ADMIN_IDLE_MINUTES: "15", STAFF_AGENT_LIFETIME_HOURS: "24" });
    expect(staffSessionLimits(env)).toEqual({
      admin: { idleMs: 15 * 60_000, lifetimeMs: 12 * 3_600_000 },
      agent: { idleMs: 8 * 3_600_000, lifetimeMs: 24 * 3_600_000 },
    });
    expect(() => parseEnv({ STAFF_AGENT_IDLE_MINUTES: "0" })).toThrow(
      'STAFF_AGENT_IDLE_MINUTES must be at least 1 (got "0")',
    );
    expect(() => parseEnv({ STAFF_ADMIN_IDLE_MINUTES: "800" })).toThrow(
      "STAFF_ADMIN_IDLE_MINUTES must not exceed STAFF_ADMIN_LIFETIME_HOURS",
    );
  });

  it("reads the queue's longest wait, a second unless MAX_QUEUE_WAIT_MS says otherwise (ADR 068)", () => {
    expect(parseEnv({}).MAX_QUEUE_WAIT_MS).toBe(1000);
    expect(parseEnv({ MAX_QUEUE_WAIT_MS: "0" }).MAX_QUEUE_WAIT_MS).toBe(0);
    expect(() => parseEnv({ MAX_QUEUE_WAIT_MS: "-1" })).toThrow(
      "MAX_QUEUE_WAIT_MS must not be negative",
    );
    expect(() => parseEnv({ MAX_QUEUE_WAIT_MS: "a second" })).toThrow(
      "MAX_QUEUE_WAIT_MS must be a number",
    );
    expect(() => parseEnv({ MAX_QUEUE_WAIT_MS: "60000" })).toThrow(
      "MAX_QUEUE_WAIT_MS must be at most 10000",
    );
  });

  it("reads a two-step key of 64 hexadecimal characters", () => {
    const key = "0123456789abcdef".repeat(4);
    expect(parseEnv({ SECOND_FACTOR_KEY: key }).SECOND_FACTOR_KEY).toBe(key);
  });

  it("never echoes a value that may hold a secret", () => {
    for (const [name, value] of [
      ["SESSION_SECRET", "short-secret"],
      ["CAPTCHA_HMAC_KEY", "short-secret"],
      ["SECOND_FACTOR_KEY", "short-secret"],
      ["OMNICASA_URL", "ftp://agency:hunter2@crm"],
      ["DATABASE_URL", "mysql://agency:hunter2@db/site"],
    ] as const) {
      expect(() => parseEnv({ [name]: value })).toThrow(name);
      expect(() => parseEnv({ [name]: value })).not.toThrow(/short-secret|hunter2/);
    }
  });

  it("reads the Omnicasa access and the sync interval", () => {
    const env = parseEnv({
      OMNICASA_URL: "https://newapi.omnicasa.com/1.12/OmnicasaService.svc/",
      OMNICASA_CUSTOMER_NAME: "agency",
      OMNICASA_CUSTOMER_PASSWORD: "secret",
      SYNC_INTERVAL_MINUTES: "30",
    });
    expect(env.SYNC_INTERVAL_MINUTES).toBe(30);
    expect(env.SYNC_FULL_INTERVAL_HOURS).toBe(24);
    expect(parseEnv({ SYNC_FULL_INTERVAL_HOURS: "6" }).SYNC_FULL_INTERVAL_HOURS).toBe(6);
    expect(omnicasaAccess(env)).toEqual({
      url: "https://newapi.omnicasa.com/1.12/OmnicasaService.svc/",
      customerName: "agency",
      customerPassword: "secret",
    });
    expect(omnicasaAccess(parseEnv({}))).toBeUndefined();
  });

  it("names every bad variable at once", () => {
    expect(() => parseEnv({ PORT: "0", HOST: "bad host" })).toThrow(/PORT .*; HOST /);
  });

  it("reads the lead retention alone for the desk's people page, 24 months by default (ADR 053)", () => {
    expect(leadRetentionMonths({})).toBe(24);
    expect(leadRetentionMonths({ LEAD_RETENTION_MONTHS: "6" })).toBe(6);
  });
});
