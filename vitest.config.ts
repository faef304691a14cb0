import { defineConfig } from "vitest/config";

// Unit tests are fast and need nothing; integration tests need the build and a real database
// (SQLite by default, PostgreSQL when TEST_DATABASE_URL is set). Playwright specs live in tests/e2e.
const sources = ["app", "server", "db", "scripts", "bench"].map(
  (dir) => `${dir}/**/*.test.{ts,tsx}`,
);

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: sources,
          exclude: ["**/*.integration.test.ts", "**/node_modules/**"],
        },
      },
      {
        test: {
          name: "integration",
          include: ["**/*.integration.test.ts"],
          exclude: ["**/node_modules/**"],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
