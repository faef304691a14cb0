import { openDatabase } from "#app/data/database.server.ts";
import { markFailed, queueMails } from "#app/data/mail/outbox.server.ts";
import { openNewDeskSession } from "./desk-cookie.ts";
import { expect, type SitePage, test } from "./fixtures.ts";

// docs/requirements.md §17 "Mail log" and "Dashboard", ADR 054: the demo agent reads the mail log, opens a
// failed mail (its HTML part in its sandboxed frame), sends it again, and follows the dashboard's
// figures; axe at a phone's and a desktop's width. The session is made in the database as a login
// makes it (the login itself is the desk's login spec's).
test.describe.configure({ timeout: 120_000 });
// The test tools' own scripts (locators, axe) are refused in the mail's sandboxed frame, and Chromium
// logs each refusal: that frame running no script is the point (ADR 054).
test.use({
  expectedErrorStatuses: [
    "404 (Not Found)",
    "/message.html' because the document's frame is sandboxed and the 'allow-scripts' permission is not set.",
  ],
});
const dataDir = "test-results/e2e-data";

/** A failed mail with a styled HTML part. */
async function prepare(subject: string) {
  const { db } = openDatabase({ dataDir });
  try {
    const now = new Date();
    const messageId = `${subject.replaceAll(" ", "-")}-${now.getTime()}@immo-lumiere.example`;
    await queueMails(
      db,
      [
        {
          kind: "agency-notification",
          messageId,
          from: '"Immo Lumière" <info@immo-lumiere.example>',
          to: "info@immo-lumiere.example",
          subject,
          html: '<!DOCTYPE html><html><body><h1 style="color: #1f3a4d">A new lead</h1><p>Sent from the site.</p></body></html>',
          text: "A new lead\n\nSent from the site.",
        },
      ],
      now,
      null,
    );
    const { id } = await db
      .selectFrom("outbox_message")
      .select("id")
      .where("message_id", "=", messageId)
      .executeTakeFirstOrThrow();
    await markFailed(db, id, "550 5.1.1 Mailbox unavailable");
    return id;
  } finally {
    await db.destroy();
  }
}

/** Axe at a phone's and a desktop's width; a mail's own HTML in its sandboxed frame is not the desk's. */
async function accessibleAtBothWidths(site: SitePage) {
  for (const width of [390, 1440]) {
    await site.page.setViewportSize({ width, height: 900 });
    await site.expectAccessible({ exclude: ".ops-mail-frame" });
  }
}

test("the mail log lists, filters, and a failed mail is shown whole and sent again", async ({
  site,
}) => {
  const subject = "New lead for the mail log spec";
  const id = await prepare(subject);
  await openNewDeskSession(site.page.context(), { role: "agent", language: "en" });

  await site.visit("/admin/mail/");
  await expect(site.page).toHaveTitle("Mail log | Staff desk");
  await expect(site.page.getByRole("link", { name: subject })).toBeVisible();
  await accessibleAtBothWidths(site);
  await site.screenshots("admin-mail");

  // Filters are a GET form: the URL holds them.
  await site.page.getByLabel("State").selectOption("failed");
  await site.page.getByRole("button", { name: "Show", exact: true }).click();
  await expect(site.page).toHaveURL(/\/admin\/mail\/\?state=failed/);
  const rows = site.page.locator(".ops-table tbody tr");
  await expect(rows.first()).toContainText("Failed");
  await expect(site.page.locator(".ops-table .desk-badge", { hasText: "Sent" })).toHaveCount(0);

  await site.page.getByRole("link", { name: subject }).click();
  await expect(site.page).toHaveURL(new RegExp(`/admin/mail/${id}/$`));
  await expect(site.page.getByRole("heading", { level: 1 })).toHaveText(`Mail ${id}`);
  await expect(site.page.getByText("550 5.1.1 Mailbox unavailable")).toBeVisible();
  // The HTML part, styled as sent, inside its frame; no script runs there (sandbox, own policy).
  const frame = site.page.frameLocator('iframe[title="The mail\'s HTML part"]');
  await expect(frame.getByRole("heading", { name: "A new lead" })).toHaveCSS(
    "color",
    "rgb(31, 58, 77)",
  );
  await expect(site.page.locator(".ops-mail-text")).toContainText("Sent from the site.");
  await accessibleAtBothWidths(site);
  await site.screenshots("admin-mail-message");

  await site.page.getByRole("button", { name: "Send again" }).click();
  await expect(site.page).toHaveURL(new RegExp(`/admin/mail/${id}/\\?resent$`));
  await expect(site.page.getByRole("status")).toContainText("Queued again");
  await expect(site.page.getByRole("button", { name: "Send again" })).toHaveCount(0);
});

test("the dashboard's figures lead to their lists", async ({ site }) => {
  await prepare("New lead for the dashboard spec");
  await openNewDeskSession(site.page.context(), { role: "agent", language: "en" });
  await site.visit("/admin/");
  await expect(site.page).toHaveTitle("Dashboard | Staff desk");
  await expect(site.page.getByRole("heading", { name: "Properties on offer" })).toBeVisible();
  await accessibleAtBothWidths(site);
  await site.screenshots("admin-dashboard");

  await site.page.getByRole("link", { name: /Failed mails/ }).click();
  await expect(site.page).toHaveURL(/\/admin\/mail\/\?state=failed$/);
  await expect(site.page.getByLabel("State")).toHaveValue("failed");
});
