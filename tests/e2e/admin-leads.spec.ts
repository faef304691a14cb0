import { readFile } from "node:fs/promises";
import { openDatabase } from "#app/data/database.server.ts";
import { demoStaff } from "#scripts/demo/staff.ts";
import { insertInboxLeads } from "#tests/support/inbox-leads.ts";
import { parseCsv } from "#tests/support/parse-csv.ts";
import { onE2eDatabase, openDeskSession } from "./desk-cookie.ts";
import { expect, test } from "./fixtures.ts";

// docs/requirements.md §17 (the leads inbox), ADR 051: the demo agent (its desk in French, the demo's
// default language) filters the inbox with its form, downloads the filtered list as CSV and reads it
// back; axe at a phone's and a desktop's width.
// One worker for both tests: the leads are stored once (beforeAll runs in each worker).
test.describe.configure({ mode: "serial", timeout: 120_000 });

const marker = "e2e-inbox";
let agentId = 0;

test.beforeAll(async () => {
  const { db } = openDatabase({ dataDir: "test-results/e2e-data" });
  try {
    const agentEmail = demoStaff.find((member) => member.role === "agent")?.email ?? "";
    const agent = await db
      .selectFrom("staff_account")
      .select("id")
      .where("email", "=", agentEmail)
      .executeTakeFirstOrThrow();
    const now = Date.now();
    await insertInboxLeads(
      db,
      ["Anouk", "Bart", "Céline", "Dries"].map((firstName, i) => ({
        createdAt: new Date(now - (i + 1) * 60_000),
        form: i % 2 === 0 ? "contact-demand" : "site-contact",
        fields: {
          firstName,
          lastName: "Vermeulen",
          email: `${firstName.toLowerCase()}.${marker}@example.be`,
          phone: "0475 12 34 56",
          remark: i === 0 ? "=1+1, please call me" : "Hello",
        },
        agentId: i === 0 ? agent.id : null,
      })),
    );
    agentId = agent.id;
  } finally {
    await db.destroy();
  }
});

test.beforeEach(async ({ context }) => {
  await onE2eDatabase((db) => openDeskSession(context, db, agentId));
});

test("filters the inbox with its form and exports what it shows as CSV", async ({ site }) => {
  const { page } = site;
  await page.setViewportSize({ width: 1440, height: 900 });
  await site.visit("/admin/leads/");
  await page.getByLabel("Recherche").fill(marker);
  await page.getByLabel("Formulaire").selectOption("contact-demand");
  await page.getByRole("button", { name: "Filtrer" }).click();
  await expect(page).toHaveURL(/form=contact-demand/);
  expect(new URL(page.url()).searchParams.get("q")).toBe(marker);
  const people = page.locator(".inbox-table__person a");
  await expect(people).toHaveText(["Anouk Vermeulen", "Céline Vermeulen"]);
  await expect(page.getByRole("link", { name: "Anouk Vermeulen" })).toHaveAttribute(
    "href",
    /^\/admin\/leads\/\d+\/$/,
  );
  await site.expectAccessible();

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "CSV pour Excel en Belgique (points-virgules)" }).click();
  const file = await (await download).path();
  const bytes = await readFile(file);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows = parseCsv(bytes.subarray(3).toString("utf8"), ";");
  expect(rows[0]?.slice(0, 4)).toEqual(["Id", "Reçue", "Formulaire", "Statut"]);
  expect(rows.slice(1).map((row) => [row[7], row[2], row[4]])).toEqual([
    ["Anouk", "Estimation gratuite", "Jonas Peeters"],
    ["Céline", "Estimation gratuite", ""],
  ]);
  expect(rows[1]?.[11]).toBe("'=1+1, please call me");

  // Back to the unfiltered list, as the browser's back button does with a GET form.
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/leads\/$/);
});

test("reads as cards on a phone and passes axe there", async ({ site }) => {
  const { page } = site;
  await page.setViewportSize({ width: 390, height: 844 });
  await site.visit(`/admin/leads/?q=${marker}`);
  await expect(page.locator(".inbox-table tbody tr")).toHaveCount(4);
  const card = page.locator(".inbox-table tbody tr").first();
  expect((await card.boundingBox())?.width ?? 999).toBeLessThanOrEqual(390);
  await expect(page.getByText("Plus de filtres")).toBeVisible();
  await site.expectAccessible();
});
