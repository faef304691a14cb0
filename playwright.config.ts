import { defineConfig, devices } from "@playwright/test";

// End-to-end tests drive Debian's Chromium (never a downloaded browser) against the production
// build, started here on a fresh SQLite database holding the demo agency. `npm test` picks a free port
// through E2E_PORT.
const port = Number(process.env.E2E_PORT ?? 3210);
const dataDir = "test-results/e2e-data";

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results/e2e",
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
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
  webServer: {
    command: `rm -rf ${dataDir} && node scripts/demo/load.ts && node server/start.ts`,
    url: `http://127.0.0.1:${port}/healthz`,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      // A busy test machine makes the event loop late without any queue of pages: no shedding here.
      MAX_EVENT_LOOP_LAG_MS: "0",
    },
    reuseExistingServer: false,
    // The demo load draws its photos and warms their first-screen variants first (banners up to 1920 px
    // in AVIF: about two minutes on two busy cores).
    timeout: 360_000,
  },
});
