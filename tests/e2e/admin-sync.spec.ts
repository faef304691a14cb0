import type { BrowserContext } from "@playwright/test";
import { messages } from "#app/locales/messages.server.ts";
import type { StaffRole } from "#app/model/admin/staff-account.ts";
import { e2eDataDirs, openNewDeskSession } from "./desk-cookie.ts";
import { expect, type SitePage, test } from "./fixtures.ts";
import { soldListedPort } from "./ports.ts";

// docs/requirements.md §17 "CRM sync", ADR 054: the desk's sync page in a real browser. On the second
// server, the one with a CRM set (playwright.config.ts): "sync now" starts a run (its calls refused, so
// it fails and changes nothing), the page says so and lists it; an agent sees the runs, no button.
// axe at a phone's and a desktop's width.
const texts = messages.en.adminOps.sync;
test.use({ baseURL: `http://127.0.0.1:${soldListedPort}` });
test.describe.configure({ timeout: 120_000 });

/** A new member of this role with a desk session on the second server. */
const deskSessionOn = (context: BrowserContext, role: StaffRole) =>
  openNewDeskSession(context, { role, language: "en" }, e2eDataDirs.soldListed);

async function accessibleAtBothWidths(site: SitePage) {
  for (const width of [390, 1440]) {
    await site.page.setViewportSize({ width, height: 900 });
    await site.expectAccessible();
  }
}

test("an admin starts a sync and the page lists the run", async ({ site }) => {
  await deskSessionOn(site.page.context(), "admin");
  await site.visit("/admin/sync/");
  await expect(site.page).toHaveTitle(`${texts.title} | Staff desk`);
  await expect(site.page.getByText(texts.noSchedule)).toBeVisible();
  await accessibleAtBothWidths(site);

  await site.page.getByRole("button", { name: texts.syncNow }).click();
  await expect(site.page).toHaveURL(/\/admin\/sync\/\?started$/);
  await expect(site.page.getByRole("status")).toHaveText(texts.started);
  const run = site.page.locator(".ops-table tbody tr").first();
  await expect(run).toContainText(texts.triggers.staff);
  // The run ends on its own: the CRM's answers are refused, so it fails and the catalogue stays.
  await expect(async () => {
    await site.page.reload();
    await expect(run).toContainText(texts.statuses.failed, { timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  await accessibleAtBothWidths(site);
});

test("an agent sees the runs but no button", async ({ site }) => {
  await deskSessionOn(site.page.context(), "agent");
  await site.visit("/admin/sync/");
  await expect(site.page.getByRole("heading", { name: texts.runs })).toBeVisible();
  await expect(site.page.getByRole("button", { name: texts.syncNow })).toHaveCount(0);
  await accessibleAtBothWidths(site);
});
