import type { Page, Request } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

// docs/requirements.md §2 Cookie dialog, §3 Consent record, §4; product rule: nothing third-party before consent.
test.use({ storedConsent: null });

/** Every request the page sends to another origin; those to the tag hosts get an empty script. */
async function watchOtherOrigins(page: Page, origin: string): Promise<string[]> {
  const sent: string[] = [];
  page.on("request", (request: Request) => {
    if (!request.url().startsWith(origin) && !request.url().startsWith("data:"))
      sent.push(request.url());
  });
  await page.route(/^https:\/\/(www\.googletagmanager\.com|connect\.facebook\.net)\//, (route) =>
    route.fulfill({ contentType: "text/javascript", body: "" }),
  );
  return sent;
}

/** Does `act`, and waits until the server has stored the choice it makes. */
async function storing(page: Page, act: () => Promise<void>) {
  const stored = page.waitForResponse(
    (response) => new URL(response.url()).pathname.startsWith("/consent") && response.ok(),
  );
  await act();
  await stored;
}

test("a first visit asks, and nothing leaves for another origin before a choice", async ({
  site,
  baseURL,
}) => {
  const sent = await watchOtherOrigins(site.page, baseURL ?? "");
  await site.visit("/fr/");
  const dialog = site.page.getByRole("dialog", { name: "Votre vie privée, votre choix" });
  await expect(dialog).toBeVisible();
  await site.expectAccessible();
  await site.screenshots("consent-dialog");
  await site.page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await site.page.getByRole("link", { name: "À vendre", exact: true }).first().click();
  await expect(site.page).toHaveURL(/\/fr\/a-vendre\/$/);
  await site.page.waitForLoadState("networkidle");
  expect(sent).toEqual([]);
});

test("accept all loads the tag manager and analytics, by keyboard", async ({ site, baseURL }) => {
  const sent = await watchOtherOrigins(site.page, baseURL ?? "");
  await site.visit("/en/");
  const dialog = site.page.getByRole("dialog", { name: "Your privacy, your choice" });
  await expect(dialog).toBeFocused();
  // Tab runs through the dialog only: policy link, accept, decline, the categories toggle, and round.
  const accept = dialog.getByRole("button", { name: "Accept all" });
  for (const name of ["Read our cookie policy", "Accept all", "Decline all", "Choose per category"])
    await site.page.keyboard.press("Tab").then(() => expect(dialog.getByText(name)).toBeFocused());
  await site.page.keyboard.press("Tab");
  await expect(dialog.getByRole("link", { name: "Read our cookie policy" })).toBeFocused();
  await accept.focus();
  await storing(site.page, () => site.page.keyboard.press("Enter"));
  await expect(dialog).toBeHidden();
  await expect
    .poll(() => sent.map((url) => new URL(url).pathname).sort())
    .toEqual(["/gtag/js", "/gtm.js"]);
  const consent = await site.page.evaluate(() =>
    (window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer
      .map((entry) => Array.from(entry))
      .filter((entry) => entry[0] === "consent"),
  );
  expect(consent.at(-1)).toEqual([
    "consent",
    "update",
    {
      analytics_storage: "granted",
      ad_storage: "granted",
      ad_user_data: "granted",
      ad_personalization: "granted",
    },
  ]);
  // The choice is stored: the next page neither asks nor waits to load the tags.
  await site.visit("/en/for-sale/");
  await expect(site.page.getByRole("dialog")).toBeHidden();
  await expect.poll(() => sent.length).toBe(4);
});

test("decline all loads nothing, and the footer reopens the settings with the choice", async ({
  site,
  baseURL,
}) => {
  const sent = await watchOtherOrigins(site.page, baseURL ?? "");
  await site.visit("/nl/");
  await storing(site.page, () => site.page.getByRole("button", { name: "Alles weigeren" }).click());
  await expect(site.page.getByRole("dialog")).toBeHidden();
  await site.visit("/nl/te-koop/");
  expect(sent).toEqual([]);

  const settings = site.page.getByRole("link", { name: "Cookie-instellingen" });
  await settings.focus();
  await site.page.keyboard.press("Enter");
  const dialog = site.page.getByRole("dialog", { name: "Uw privacy, uw keuze" });
  await expect(dialog).toBeVisible();
  const statistics = dialog.getByRole("checkbox", { name: "Bezoekstatistieken" });
  await expect(statistics).not.toBeChecked();
  await expect(dialog.getByRole("checkbox", { name: /Noodzakelijk/ })).toBeDisabled();
  await site.expectAccessible();
  await statistics.focus();
  await site.page.keyboard.press("Space");
  await dialog.getByRole("button", { name: "Mijn keuze bewaren" }).click();
  await expect(dialog).toBeHidden();
  await expect(settings).toBeFocused();
  await expect
    .poll(() => sent.map((url) => new URL(url).pathname).sort())
    .toEqual(["/gtag/js", "/gtm.js"]);
});

test("the dialog stays away from preview pages, and ?setcookies asks again", async ({ site }) => {
  await site.visit("/fr/preview/", 404);
  await expect(site.page.getByRole("dialog")).toBeHidden();
  await site.visit("/fr/");
  await storing(site.page, () => site.page.getByRole("button", { name: "Tout refuser" }).click());
  await expect(site.page.getByRole("dialog")).toBeHidden();
  await site.visit("/fr/?setcookies");
  await expect(site.page).toHaveURL(/\/fr\/$/);
  await expect(
    site.page.getByRole("dialog", { name: "Votre vie privée, votre choix" }),
  ).toBeVisible();
});
