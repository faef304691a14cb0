import type { Locator, Page } from "@playwright/test";
import { messages } from "#app/locales/messages.server.ts";
import { addStaff } from "#app/services/admin/staff-accounts.server.ts";
import { insertInboxLeads } from "#tests/support/inbox-leads.ts";
import { onE2eDatabase } from "./desk-cookie.ts";
import { expect, type SitePage, test } from "./fixtures.ts";

// docs/requirements.md §17 "keyboard-only usable": an agent without two-step login uses the desk with
// the keyboard only (page.keyboard): logs in, reaches the inbox through the menu, filters it by status,
// opens a lead. Every focused element shows a focus style, and after a navigation inside the desk the
// focus is on the new page's heading (desk-page-focus.ts). axe at a
// phone's and a desktop's width on every page.
test.describe.configure({ timeout: 180_000 });

const en = messages.en;
const marker = `kbd${Date.now().toString(36)}`;
const agent = { email: `${marker}@agency.example`, password: "Desk-password-2026!" };
const visitor = `Kees ${marker}`;

test.beforeAll(async () => {
  await onE2eDatabase(async (db) => {
    const input = { ...agent, role: "agent" as const, language: "en" as const, name: "Kim Keys" };
    const outcome = await addStaff(db, input, { origin: "http://127.0.0.1", now: new Date() });
    if (!("added" in outcome)) throw new Error(`agent not added: ${JSON.stringify(outcome)}`);
    const fields = { firstName: "Kees", lastName: marker, email: `${marker}@example.be` };
    await insertInboxLeads(db, [{ createdAt: new Date(), fields, status: "new" }]);
  });
});

/** What the focused element is, and whether it shows a focus style (an outline or a shadow). */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return { visible: false, inMain: false, tag: "" };
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0;
    return {
      visible: outline || style.boxShadow !== "none",
      inMain: Boolean(element.closest("main")),
      tag: element.tagName.toLowerCase(),
    };
  });
}

/** Presses Tab until `target` has the focus (unless it has), each stop showing its focus style. */
async function tabTo(page: Page, target: Locator, most = 80) {
  const reached = () => target.evaluate((element) => element === document.activeElement);
  for (let n = 0; n < most; n++) {
    if (n > 0 || !(await reached())) await page.keyboard.press("Tab");
    const now = await focused(page);
    // Past the page's last element the focus leaves the document (the browser's own), then comes back.
    if (now.tag === "") continue;
    expect(now.visible, `focus style on a <${now.tag}> after ${n + 1} Tabs`).toBe(true);
    if (await reached()) return;
  }
  throw new Error(`not reached with ${most} Tabs: ${target}`);
}

/** Chooses an option of the focused select with the arrow keys. */
async function arrowTo(page: Page, select: Locator, value: string) {
  for (let n = 0; n < 10 && (await select.inputValue()) !== value; n++)
    await page.keyboard.press("ArrowDown");
  await expect(select).toHaveValue(value);
}

/** After a navigation: the focus on the new page's heading or notice, its style shown. */
async function focusOnPage(page: Page, where: Locator) {
  await expect(where).toBeFocused();
  expect((await focused(page)).visible).toBe(true);
}

async function accessibleAtBothWidths(site: SitePage) {
  for (const width of [390, 1440]) {
    await site.page.setViewportSize({ width, height: 900 });
    await site.expectAccessible();
  }
}

test("an agent logs in, filters the inbox and opens a lead with the keyboard only", async ({
  site,
}) => {
  const { page } = site;
  await site.visit("/admin/login/");
  await accessibleAtBothWidths(site);
  // The login speaks the site's default language (French); the desk, the agent's (English).
  const login = messages.fr.admin.login;
  await tabTo(page, page.getByLabel(login.email));
  await page.keyboard.type(agent.email);
  await tabTo(page, page.getByLabel(login.password));
  await page.keyboard.type(agent.password);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\/$/);
  await focusOnPage(page, page.getByRole("heading", { level: 1 }));
  await accessibleAtBothWidths(site);

  // The menu: at a phone's width behind its "Menu" button, at a desktop's in view.
  await page.setViewportSize({ width: 390, height: 900 });
  await tabTo(page, page.getByText(en.admin.shell.menu, { exact: true }));
  await page.keyboard.press("Enter");
  const leads = page.getByRole("link", { name: en.admin.nav.leads, exact: true });
  await tabTo(page, leads);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\/leads\/$/);
  await focusOnPage(page, page.getByRole("heading", { level: 1 }));
  await page.setViewportSize({ width: 1440, height: 900 });

  const status = page.getByLabel(en.adminLeads.filters.status, { exact: true });
  await tabTo(page, status);
  await arrowTo(page, status, "new");
  await tabTo(page, page.getByRole("button", { name: en.adminLeads.filters.apply }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/[?&]status=new/);
  // The filters are a plain GET form: a page loaded whole, where the keyboard starts from the top.
  await page.waitForLoadState("load");
  await accessibleAtBothWidths(site);

  await page.setViewportSize({ width: 1440, height: 900 });
  await tabTo(page, page.getByRole("link", { name: visitor }), 200);
  await page.keyboard.press("Enter");
  // A lead's link is a plain link too: its page loads whole.
  await expect(page).toHaveURL(/\/admin\/leads\/\d+\/$/);
  await page.waitForLoadState("load");
  await accessibleAtBothWidths(site);
});
