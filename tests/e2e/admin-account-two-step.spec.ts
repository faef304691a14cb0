import { messages } from "#app/locales/messages.server.ts";
import { stepAt, totpCode } from "#app/services/accounts/totp.server.ts";
import { openNewDeskSession } from "./desk-cookie.ts";
import { expect, test } from "./fixtures.ts";

// docs/requirements.md §17, ADR 049: an agent turns two-step login on under My account (a setup
// cancelled, the QR code, a wrong code refused, the first right one, the recovery codes), gets new
// recovery codes and turns it off with the password, in a real browser, axe-clean at each step. axe runs several times on a busy machine: more time than the default.
test.describe.configure({ timeout: 120_000 });
// The wrong code's answer is a 422 (nothing changed), which the browser logs.
test.use({ expectedErrorStatuses: ["422 (Unprocessable Entity)"] });

const texts = messages.en.adminStaff.account;
const desk = messages.en.admin.twoStep;

test("an agent turns two-step login on and off on the account page", async ({ site }) => {
  await openNewDeskSession(site.page.context(), { role: "agent", language: "en" });
  await site.visit("/admin/account/");
  await expect(site.page.getByText(texts.twoStepOff)).toBeVisible();
  await site.page.getByRole("button", { name: texts.twoStepStart }).click();
  await expect(site.page.getByRole("img", { name: desk.qr })).toBeVisible();
  await site.page.getByRole("button", { name: texts.twoStepCancel }).click();
  await expect(site.page.getByText(messages.en.adminStaff.done.twoStepCancelled)).toBeVisible();
  await site.page.getByRole("button", { name: texts.twoStepStart }).click();
  await expect(site.page.getByRole("img", { name: desk.qr })).toBeVisible();
  await site.expectAccessible();

  await site.page.getByRole("textbox", { name: desk.code }).fill("000000");
  await site.page.getByRole("button", { name: desk.confirm }).click();
  await expect(site.page.getByText(desk.wrongSetupCode).first()).toBeVisible();
  await site.expectAccessible();

  const key = (await site.page.locator(".desk-steps__key").textContent()) ?? "";
  const code = totpCode(key.replaceAll(" ", ""), stepAt(Date.now()));
  await site.page.getByRole("textbox", { name: desk.code }).fill(code);
  await site.page.getByRole("button", { name: desk.confirm }).click();
  await expect(site.page.getByRole("list", { name: desk.codesLabel })).toBeVisible();
  const codesList = site.page.getByRole("list", { name: desk.codesLabel }).locator("li");
  await expect(codesList).toHaveCount(10);
  await site.expectAccessible();
  await site.screenshots("admin-account-two-step");

  const first = await codesList.allTextContents();
  await site.visit("/admin/account/");
  const renew = site.page.locator("form", {
    has: site.page.getByRole("button", { name: texts.codesRenewSubmit }),
  });
  await renew.getByLabel(texts.twoStepPassword).fill("Desk-password-2026!");
  await renew.getByRole("button").click();
  await expect(codesList).toHaveCount(10);
  expect((await codesList.allTextContents()).filter((code) => first.includes(code))).toEqual([]);
  await site.expectAccessible();

  await site.visit("/admin/account/");
  const off = site.page.locator("form", {
    has: site.page.getByRole("button", { name: texts.twoStepOffSubmit }),
  });
  await off.getByLabel(texts.twoStepPassword).fill("Desk-password-2026!");
  await off.getByRole("button").click();
  await expect(site.page.getByText(messages.en.adminStaff.done.twoStepOff)).toBeVisible();
  await expect(site.page.getByText(texts.twoStepOff)).toBeVisible();
  await site.expectAccessible();
});
