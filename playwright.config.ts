import { defineConfig, devices } from "@playwright/test";
import { mailListPort, newAgencyPort, port, smtpPort, soldListedPort } from "./tests/e2e/ports.ts";

// End-to-end tests drive Debian's Chromium (never a downloaded browser) against the production
// build, started here on a fresh SQLite database holding the demo agency. `npm test` picks a free port
// through E2E_PORT (tests/e2e/ports.ts).
const dataDir = "test-results/e2e-data";
const soldListedDir = "test-results/e2e-data-sold-listed";
const newAgencyDir = "test-results/e2e-data-new-agency";
const serverEnv = {
  LOG_LEVEL: "warn",
  NODE_ENV: "production",
  // A busy test machine makes the event loop late without any queue of pages: no shedding here.
  MAX_EVENT_LOOP_LAG_MS: "0",
  // Behind a "proxy" on this machine (ADR 038): each test posts its forms from its own address
  // (fixtures.ts), as visitors do; the browser connects from the loopback address.
  TRUST_PROXY: "127.0.0.1,::1",
  // Forms without a solved captcha go at once instead of after a person's 3 s (ADR 023); the guard's
  // refusal of faster forms is proven by app/domain/guard-verdict.test.ts and server/guard.integration.test.ts.
  FORM_MIN_FILL_MS: "0",
};

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results/e2e",
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // A test's own limit: two page loads and two axe runs took over 30 s (the default) in CI with two
  // browsers and the server on 2 busy cores; a test that hangs still ends, with its trace.
  timeout: 90_000,
  // A check waits up to 15 s for what it expects: a 2-core machine running the server, two browsers
  // and the tests can take more than the default 5 s to load a chunk or render after a click.
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  // Started in turn: the mail server first, then the demo site; the third copies its database once it answers.
  webServer: [
    {
      command: `node tests/e2e/mail-server.ts ${smtpPort} ${mailListPort}`,
      url: `http://127.0.0.1:${mailListPort}/mails`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `rm -rf ${dataDir} && node scripts/demo/load.ts && node server/start.ts`,
      url: `http://127.0.0.1:${port}/healthz`,
      env: {
        ...serverEnv,
        PORT: String(port),
        DATA_DIR: dataDir,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      },
      reuseExistingServer: false,
      // The demo load draws its photos and warms their first-screen variants first (banners up to 1920 px
      // in AVIF: about two minutes on two busy cores).
      timeout: 360_000,
    },
    {
      command: `node tests/e2e/sold-listed-site.ts ${dataDir} ${soldListedDir} && node server/start.ts`,
      url: `http://127.0.0.1:${soldListedPort}/healthz`,
      env: {
        ...serverEnv,
        PORT: String(soldListedPort),
        DATA_DIR: soldListedDir,
        // The demo's photos, shared.
        MEDIA_DIR: `${dataDir}/media`,
        // A CRM for the desk's "sync now" (tests/e2e/admin-sync.spec.ts), without a schedule: the
        // mail list answers its calls 404, so each run fails and leaves the catalogue as it is.
        OMNICASA_URL: `http://127.0.0.1:${mailListPort}/omnicasa/`,
        OMNICASA_CUSTOMER_NAME: "immo-lumiere",
        OMNICASA_CUSTOMER_PASSWORD: "e2e-not-a-secret",
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node tests/e2e/new-agency-site.ts ${newAgencyDir} && node server/start.ts`,
      url: `http://127.0.0.1:${newAgencyPort}/healthz`,
      env: {
        ...serverEnv,
        PORT: String(newAgencyPort),
        DATA_DIR: newAgencyDir,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      },
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
