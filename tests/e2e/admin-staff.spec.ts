import { openNewDeskSession } from "./desk-cookie.ts";
import { expect, test } from "./fixtures.ts";
import { mailedMatch } from "./mails.ts";

// docs/requirements.md §17, ADR 050: an admin invites a member from the desk's staff page; the
// invitation reaches the real SMTP server the e2e site sends to (playwright.config.ts), in the
// member's language, with the one-time link to the desk's set-password page (ADR 047; the link's
// token setting the password: app/services/admin/staff-management.integration.test.ts).

// An English-speaking admin of its own, so that the demo admin's sessions stay out of this spec's
// way; logged in by a stored session (the login and its two-step setup are admin-login.spec.ts's).

test("an admin invites a member and the mail arrives in their language with the set-password link; axe at 390 and 1440", async ({
  site,
}) => {
  // Four accessibility checks and a mail through the worker and the SMTP server.
  test.slow();
  const { page } = site;
  await page.setViewportSize({ width: 1440, height: 900 });
  await openNewDeskSession(page.context(), { role: "admin", language: "en" });
  await site.visit("/admin/staff/");
  await expect(page.getByRole("heading", { level: 1, name: "Staff" })).toBeVisible();
  await expect(page.getByRole("row", { name: /Claire Dumont/ })).toContainText("Admin");
  await site.expectAllTexts();
  await site.expectAccessible();
  await page.setViewportSize({ width: 390, height: 900 });
  await site.expectAccessible();

  const member = `nieuw-${Date.now()}@immo-lumiere.example`;
  const invited = Date.now();
  const form = page.getByRole("region", { name: "Invite a member" });
  await form.getByLabel("E-mail address").fill(member);
  await form.getByLabel("Name").fill("Lotte Janssens");
  await form.getByLabel("Role", { exact: true }).selectOption("agent");
  await form.getByLabel("Language of the desk and of the invitation").selectOption("nl");
  await form.getByRole("button", { name: "Send the invitation" }).click();
  await expect(page).toHaveURL(/\/admin\/staff\/\d+\/\?done=invited$/);
  await expect(page.getByRole("status")).toHaveText(/The invitation is on its way/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lotte Janssens");
  await expect(page.getByText("Not set yet")).toBeVisible();
  await site.expectAccessible();
  await page.setViewportSize({ width: 1440, height: 900 });
  await site.expectAccessible();

  // The mail is in the member's language (Dutch here), with the link.
  await mailedMatch(member, /nodigt u uit in zijn beheeromgeving als Medewerker/, invited);
  const [link] = await mailedMatch(
    member,
    /https?:\/\/[^\s"<>]+\/admin\/password\/\?token=[\w-]+/,
    invited,
  );
  expect(link).toContain("/admin/password/?token=");
});
