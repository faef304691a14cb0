import { openDatabase } from "#app/data/database.server.ts";
import { stepAt, totpCode } from "#app/services/accounts/totp.server.ts";
import { saveStaff } from "#app/services/admin/staff-accounts.server.ts";
import { expect, type SitePage, test } from "./fixtures.ts";

// docs/requirements.md §17, ADR 049: the desk's login in a real browser, in English: an admin sets up two-step login at
// the first login (the test computes the codes as the app would), logs out, and logs in again with a
// code; an agent logs in with the password alone; a wrong password says so. Accounts of their own, so
// that the demo's staff are untouched. Each test runs axe at two widths on a busy machine.
test.describe.configure({ timeout: 120_000 });
const admin = { email: "e2e-admin@immo-lumiere.example", password: "Desk-admin-e2e-2026" };
const agent = { email: "e2e-agent@immo-lumiere.example", password: "Desk-agent-e2e-2026" };

test.beforeAll(async () => {
  const { db } = openDatabase({ dataDir: "test-results/e2e-data" });
  try {
    const now = new Date();
    await saveStaff(db, { ...admin, role: "admin", name: "Ada Admin", language: "en" }, now);
    await saveStaff(db, { ...agent, role: "agent", name: "Bert Agent", language: "en" }, now);
  } finally {
    await db.destroy();
  }
});

test.beforeEach(async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: "lang", value: "en", url: baseURL ?? "" }]);
});

const codeAt = (secret: string, offset = 0) => totpCode(secret, stepAt(Date.now()) + offset);

async function accessibleAtBothWidths(site: SitePage) {
  for (const width of [1440, 390]) {
    await site.page.setViewportSize({ width, height: 900 });
    await site.page.evaluate(() => window.scrollTo(0, 0));
    await site.expectAccessible();
  }
}

async function logIn(site: SitePage, { email, password }: { email: string; password: string }) {
  await site.page.getByLabel("E-mail address").fill(email);
  await site.page.getByLabel("Password").fill(password);
  await site.page.getByRole("button", { name: "Log in" }).click();
}

test("an admin sets up two-step login, logs out, and logs in again with a code", async ({
  site,
}) => {
  const { page } = site;
  await site.visit("/admin/login/");
  await expect(page.getByRole("heading", { name: "Log in to the staff desk" })).toBeVisible();
  await site.expectAllTexts();
  await accessibleAtBothWidths(site);

  await logIn(site, { ...admin, password: "not-the-password" });
  await expect(page.getByRole("alert")).toContainText(
    "the e-mail address or password is not correct",
  );
  await accessibleAtBothWidths(site);

  await logIn(site, admin);
  await expect(page).toHaveURL(/\/admin\/login\/two-step\/\?next=%2Fadmin%2F$/);
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const secret = (await page.locator(".desk-steps__key").innerText()).replace(/\s/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await site.expectAllTexts();
  await accessibleAtBothWidths(site);

  await page.getByRole("textbox", { name: "Code" }).fill(codeAt(secret));
  await page.getByRole("button", { name: "Turn on two-step login" }).click();
  await expect(
    page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem"),
  ).toHaveCount(10);
  await accessibleAtBothWidths(site);
  await page.getByRole("link", { name: "Continue to the desk" }).click();
  await expect(page).toHaveURL(/\/admin\/$/);
  const bar = page.getByRole("banner");
  await expect(bar).toContainText("Ada Admin");
  await expect(bar).toContainText("Admin");
  // The shell, keyboard and axe checked on an admin's page (the dashboard is its own part's).
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole("link", { name: "Audit log" }).click();
  await expect(page).toHaveURL(/\/admin\/audit\/$/);
  await expect(page.getByRole("link", { name: "Audit log" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await accessibleAtBothWidths(site);

  await bar.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/admin\/login\/\?loggedOut=1$/);
  await expect(page.getByText("You are logged out.")).toBeVisible();

  await logIn(site, admin);
  await expect(page).toHaveURL(/\/admin\/login\/code\/\?next=%2Fadmin%2F$/);
  await accessibleAtBothWidths(site);
  // The enrolment spent the current step: the app's next code.
  await page.getByRole("textbox", { name: "Code" }).fill(codeAt(secret, 1));
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/admin\/$/);
  await expect(page.getByRole("banner")).toContainText("Ada Admin");
  // Into the desk, the focus goes to the page's heading (desk-page-focus.ts), past the menu.
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
});

test("an agent logs in with the password alone, and sees no admin entries", async ({ site }) => {
  const { page } = site;
  await site.visit("/admin/leads/?status=new", 200);
  await expect(page).toHaveURL(/\/admin\/login\/\?next=%2Fadmin%2Fleads%2F%3Fstatus%3Dnew$/);
  await logIn(site, agent);
  await expect(page).toHaveURL(/\/admin\/leads\/\?status=new$/);
  const nav = page.getByRole("navigation", { name: "Desk" });
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(nav.getByRole("link", { name: "Leads" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Audit log" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Staff" })).toHaveCount(0);
  await accessibleAtBothWidths(site);
});
