import { openDatabase } from "#app/data/database.server.ts";
import { isLanguage } from "#app/i18n/languages.ts";
import { messages } from "#app/locales/messages.server.ts";
import { demoStaff } from "#scripts/demo/staff.ts";
import { openDeskSession } from "./desk-cookie.ts";
import { expect, type SitePage, test } from "./fixtures.ts";

// docs/requirements.md §17 "Owners", "Audit log", ADR 055: the desk's owner list, an owner's page, the
// portal seen as the demo owner under its banner, and the audit log naming that view, in a real
// browser, axe-clean at a phone's width and a desktop's. Each test runs axe at two widths on a busy
// machine: more time than the default.
test.describe.configure({ timeout: 120_000 });
const dataDir = "test-results/e2e-data";
const demoOwner = { email: "owner@immo-lumiere.example", name: "Catherine Lambert" };

/**
 * A desk session for a demo staff member, stored in the test server's database and signed with its
 * stored secret, as the login would leave it: the two-step login an admin passes is the login's own
 * subject (server/desk-guard.integration.test.ts), not this spec's. Answers the member's texts and
 * the demo owner's id.
 */
async function deskSession(site: SitePage, role: "admin" | "agent") {
  const { db } = openDatabase({ dataDir });
  try {
    const email = demoStaff.find((member) => member.role === role)?.email ?? "";
    const member = await db
      .selectFrom("staff_account")
      .select(["id", "language"])
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    const owner = await db
      .selectFrom("owner")
      .select("id")
      .where("email", "=", demoOwner.email)
      .executeTakeFirstOrThrow();
    await openDeskSession(site.page.context(), db, member.id);
    const language = isLanguage(member.language) ? member.language : "fr";
    return { texts: messages[language].adminOwners, ownerId: owner.id };
  } finally {
    await db.destroy();
  }
}

async function expectAccessibleAtBothWidths(site: SitePage) {
  for (const width of [390, 1440]) {
    await site.page.setViewportSize({ width, height: 900 });
    await site.expectAccessible();
  }
}

test("an agent lists the owners, filters them and opens the demo owner's page", async ({
  site,
}) => {
  const { texts, ownerId } = await deskSession(site, "agent");
  await site.visit("/admin/owners/");
  await expect(site.page.getByRole("heading", { level: 1, name: texts.list.title })).toBeVisible();
  const row = site.page.getByRole("row").filter({ hasText: demoOwner.email });
  await expect(row.getByRole("link", { name: demoOwner.name })).toBeVisible();
  await site.expectAllTexts();
  await expectAccessibleAtBothWidths(site);
  await site.screenshots("admin-owners");

  await site.page.getByLabel(texts.list.search).fill("lambert");
  await site.page.getByRole("button", { name: texts.list.filter }).click();
  await expect(site.page).toHaveURL(/\/admin\/owners\/\?q=lambert/);
  await expect(site.page.getByRole("link", { name: demoOwner.name })).toBeVisible();

  await site.page.getByRole("link", { name: demoOwner.name }).click();
  await expect(site.page).toHaveURL(new RegExp(`/admin/owners/${ownerId}/$`));
  await expect(site.page.getByRole("heading", { level: 1, name: demoOwner.name })).toBeVisible();
  await expect(site.page.getByRole("button", { name: texts.owner.invite })).toBeVisible();
  await site.expectAllTexts();
  await expectAccessibleAtBothWidths(site);
  await site.screenshots("admin-owner");
});

test("the portal seen as the owner is read-only under its banner, and the audit log shows the view", async ({
  site,
}) => {
  const agent = await deskSession(site, "agent");
  await site.visit(`/admin/owners/${agent.ownerId}/`);
  await site.page.getByRole("link", { name: agent.texts.owner.viewPortal }).click();
  const banner = agent.texts.portal.banner.replace("{{name}}", demoOwner.name);
  await expect(site.page.getByText(banner)).toBeVisible();
  // Nothing to act on: the desk's logout is the page's only form.
  await expect(site.page.locator("main form")).toHaveCount(0);
  await site.expectAllTexts();
  await expectAccessibleAtBothWidths(site);
  await site.screenshots("admin-owner-portal");

  await site.page.locator("main .owner-property .button").first().click();
  await expect(site.page).toHaveURL(new RegExp(`/admin/owners/${agent.ownerId}/portal/\\d+/$`));
  await expect(site.page.getByText(banner)).toBeVisible();
  await expect(site.page.locator("main form")).toHaveCount(0);
  await expectAccessibleAtBothWidths(site);

  const admin = await deskSession(site, "admin");
  await site.visit("/admin/audit/?action=owner.impersonate");
  await expect(
    site.page.getByRole("heading", { level: 1, name: admin.texts.audit.title }),
  ).toBeVisible();
  const views = site.page
    .getByRole("row")
    .filter({ hasText: admin.texts.audit.actions["owner.impersonate"] });
  await expect(views.first()).toBeVisible();
  await expect(views.first().getByRole("link", { name: `owner ${agent.ownerId}` })).toHaveAttribute(
    "href",
    `/admin/owners/${agent.ownerId}/`,
  );
  await site.expectAllTexts();
  await expectAccessibleAtBothWidths(site);
  await site.screenshots("admin-audit");
});
