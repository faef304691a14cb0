import { openNewDeskSession } from "./desk-cookie.ts";
import { expect, type SitePage, test } from "./fixtures.ts";

// Issue 27 "Pages and collections": an admin sees the demo's menu as a tree at the desk, moves a page
// up with its button and back by dragging it (the demo's order as it was), and makes a new page, which
// opens in its editor.
// Axe-clean at a phone's width and a desktop's; more time than the default for axe at two widths.
test.describe.configure({ timeout: 120_000 });

async function expectAccessibleAtBothWidths(site: SitePage) {
  for (const width of [390, 1440]) {
    await site.page.setViewportSize({ width, height: 900 });
    await site.expectAccessible();
  }
}

const pageNames = (site: SitePage) => site.page.locator("table.pages-tree tbody th[scope=row] a");

test("an admin sees the menu tree, moves a page up and makes a new page", async ({ site }) => {
  await openNewDeskSession(site.page.context(), { role: "admin", language: "en" });
  await site.visit("/admin/pages/");
  await expect(site.page.getByRole("heading", { level: 1, name: "Pages" })).toBeVisible();
  await expect(site.page.getByRole("link", { name: "Pages", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await site.expectAllTexts();
  await expectAccessibleAtBothWidths(site);
  await site.screenshots("admin-pages-tree");

  // On a phone nothing scrolls sideways, neither the page nor the tree's frame (WCAG 1.4.10), and an
  // address wraps only after a "/": each of its pieces stays on one line.
  await site.page.setViewportSize({ width: 390, height: 900 });
  const overflow = await site.page.evaluate(() => {
    const frame = document.querySelector(".desk-table__scroll");
    const page = document.scrollingElement;
    return [
      (page?.scrollWidth ?? 0) - window.innerWidth,
      (frame?.scrollWidth ?? 0) - (frame?.clientWidth ?? 0),
    ];
  });
  expect(overflow).toEqual([0, 0]);
  const pieces = site.page.locator(".pages-tree__segment");
  await expect(pieces.first()).toHaveText("/");
  const brokenPieces = await pieces.evaluateAll((spans) =>
    spans
      .filter((span) => span.getClientRects()[0]?.height !== spans[0]?.getClientRects()[0]?.height)
      .map((span) => span.textContent),
  );
  expect(brokenPieces).toEqual([]);
  await site.page.setViewportSize({ width: 1440, height: 900 });

  // The second page at the top of the menu goes before the first, then back.
  const before = await pageNames(site).allTextContents();
  const up = site.page.getByRole("button", { name: /^Move .+ up$/ }).first();
  const moved = ((await up.getAttribute("aria-label")) ?? "").replace(/^Move (.+) up$/, "$1");
  await up.click();
  await expect(site.page.getByRole("status")).toContainText("The page was moved and published.");
  await expect(pageNames(site).nth(before.indexOf(moved) - 1)).toHaveText(moved);
  // Dragged back onto the page now in its old place, it takes that place again.
  const rowOf = (name: string) =>
    site.page.locator("tr", { has: site.page.getByRole("link", { name, exact: true }) });
  await rowOf(moved).dragTo(rowOf(before[before.indexOf(moved) - 1] ?? ""));
  await expect(pageNames(site)).toHaveText(before);

  const stamp = Date.now().toString(36);
  await site.page.getByLabel("Name", { exact: true }).fill(`Careers ${stamp}`);
  await site.page.getByLabel("URL segment", { exact: true }).fill(`careers-${stamp}`);
  await site.page.getByRole("button", { name: "Create the page" }).click();
  await expect(site.page).toHaveURL(/\/admin\/pages\/\d+\/$/);
  await site.visit("/admin/pages/");
  const row = site.page.getByRole("row", { name: new RegExp(`Careers ${stamp}`) });
  await expect(row).toContainText("Hidden");
  await expect(row).toContainText("Draft waiting");
  await expect(row).toContainText("Missing:");
  await expectAccessibleAtBothWidths(site);
});
