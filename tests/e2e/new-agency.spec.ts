import { writeFile } from "node:fs/promises";
import sharp from "sharp";
import { messages } from "#app/locales/messages.server.ts";
import { stepAt, totpCode } from "#app/services/accounts/totp.server.ts";
import { expect, type SitePage, test } from "./fixtures.ts";
import { newAgencyAdmin } from "./new-agency-admin.ts";
import { newAgencyPort } from "./ports.ts";

// Issue 27 "Done means" (docs/requirements.md §17): a new agency, its site made by `npm run db:migrate`,
// an import and `npm run staff -- add` (new-agency-site.ts), sets itself up from the desk alone: its
// first admin logs in, uploads its logo and a banner photo, sets its name, logo, colours, home banner
// and languages, adds an About page to the menu in French and Dutch (refused while a language lacks its
// title), previews it, publishes, and sees it all on the public site. axe at 390 and 1440 px on every
// desk page.
test.use({ baseURL: `http://127.0.0.1:${newAgencyPort}` });
// The publish refused for a missing language is a 422 the browser reports in its console.
test.use({ expectedErrorStatuses: ["404 (Not Found)", "422 (Unprocessable Entity)"] });
test.describe.configure({ mode: "serial", timeout: 300_000 });

const desk = messages.en;
const settingsTexts = desk.adminSettings;
const pagesTexts = desk.adminPages;
const editorTexts = desk.adminPageEditor;
const siteTexts = desk.adminSite;
const languages = ["en", "nl", "fr", "de"] as const;

async function accessibleAtBothWidths(site: SitePage) {
  for (const width of [390, 1440]) {
    await site.page.setViewportSize({ width, height: 900 });
    await site.page.evaluate(() => window.scrollTo(0, 0));
    await site.expectAccessible();
  }
}

async function uploadImage(
  site: SitePage,
  file: string,
  picture: { width: number; height: number; background: string },
  description: string,
) {
  const texts = desk.adminMedia;
  await writeFile(
    file,
    await sharp({ create: { ...picture, channels: 3 } })
      .png()
      .toBuffer(),
  );
  await site.visit("/admin/media/");
  await site.page.getByLabel(texts.upload.file, { exact: true }).setInputFiles(file);
  for (const language of languages)
    await site.page
      .getByLabel(texts.languages[language], { exact: true })
      .fill(`${description} (${language})`);
  await site.page.getByRole("button", { name: texts.upload.submit }).click();
  await expect(site.page.getByRole("status")).toHaveText(texts.done.uploaded);
  await accessibleAtBothWidths(site);
}

async function saveAndPublish(site: SitePage) {
  const texts = desk.adminSettings.page;
  await site.page.getByRole("button", { name: texts.save }).last().click();
  await expect(site.page.getByRole("status")).toHaveText(desk.adminSettings.done.saved);
  await accessibleAtBothWidths(site);
  await site.page.getByRole("button", { name: texts.publish, exact: true }).click();
  await expect(site.page.getByRole("status")).toHaveText(desk.adminSettings.done.published);
}

test("a new agency's first admin sets up its site and an About page in two languages from the desk, previews, publishes and sees them on the public site", async ({
  site,
}, testInfo) => {
  const { page } = site;
  await page.setViewportSize({ width: 1440, height: 900 });
  await page
    .context()
    .addCookies([{ name: "lang", value: "en", url: `http://127.0.0.1:${newAgencyPort}` }]);

  // The first login sets up two-step login (admins must have it, ADR 049).
  await site.visit("/admin/login/");
  await accessibleAtBothWidths(site);
  await page.getByLabel(desk.admin.login.email).fill(newAgencyAdmin.email);
  await page.getByLabel(desk.admin.login.password, { exact: true }).fill(newAgencyAdmin.password);
  await page.getByRole("button", { name: desk.admin.login.submit }).click();
  const secret = (await page.locator(".desk-steps__key").innerText()).replace(/\s/g, "");
  await accessibleAtBothWidths(site);
  await page
    .getByRole("textbox", { name: desk.admin.twoStep.code })
    .fill(totpCode(secret, stepAt(Date.now())));
  await page.getByRole("button", { name: desk.admin.twoStep.confirm }).click();
  await page.getByRole("link", { name: desk.admin.twoStep.continue }).click();
  await expect(page).toHaveURL(/\/admin\/$/);
  // The address changes before the dashboard is drawn: axe runs on the page, not on the gap.
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await accessibleAtBothWidths(site);

  // Its logo and a banner photo go into the media library.
  await uploadImage(
    site,
    testInfo.outputPath("logo.png"),
    { width: 600, height: 200, background: "#1d3557" },
    "Immo Horizon",
  );
  await uploadImage(
    site,
    testInfo.outputPath("banner.png"),
    { width: 1920, height: 1080, background: "#a8dadc" },
    "The Meuse at dusk",
  );

  // Name and logo.
  await site.visit("/admin/settings/agency/");
  await accessibleAtBothWidths(site);
  await page
    .getByLabel(desk.adminSettings.fields["agency.name"] ?? "", { exact: true })
    .fill("Immo Horizon");
  await page
    .getByRole("group", { name: desk.adminSettings.fields["agency.logo"] })
    .getByLabel(/logo\.png/)
    .check();
  await saveAndPublish(site);

  // Colours.
  await site.visit("/admin/settings/theme/");
  await page
    .getByLabel(desk.adminSettings.fields["theme.brand"] ?? "", { exact: true })
    .fill("#1d3557");
  await page
    .getByLabel(desk.adminSettings.fields["theme.accent"] ?? "", { exact: true })
    .fill("#d0742b");
  await saveAndPublish(site);

  // The home banner: one photo.
  await site.visit("/admin/settings/homeBanner/");
  await page.getByLabel(desk.adminSettings.fields["homeBanner.type"] ?? "").selectOption("image");
  await page.getByRole("button", { name: desk.adminSettings.page.apply }).click();
  await page
    .getByRole("group", { name: desk.adminSettings.fields["homeBanner.image"] })
    .getByLabel(/banner\.png/)
    .check();
  await saveAndPublish(site);

  // The site speaks French and Dutch, French first.
  await site.visit("/admin/settings/languages/");
  const enabled = page.getByRole("group", { name: settingsTexts.fields["languages.enabled"] });
  await enabled.getByLabel(settingsTexts.languageNames.en, { exact: true }).uncheck();
  await enabled.getByLabel(settingsTexts.languageNames.de, { exact: true }).uncheck();
  await page
    .getByLabel(settingsTexts.fields["languages.default"] ?? "", { exact: true })
    .selectOption("fr");
  await saveAndPublish(site);

  // An About page in the menu, written in both languages (the starter site's own About page, at
  // /fr/a-propos/ and /nl/over-ons/, stays as it is).
  await site.visit("/admin/pages/");
  await accessibleAtBothWidths(site);
  await page.getByLabel(pagesTexts.create.name, { exact: true }).fill("About");
  await page.getByLabel(pagesTexts.create.path, { exact: true }).fill("about");
  await page.getByRole("button", { name: pagesTexts.create.submit }).click();
  await expect(page).toHaveURL(/\/admin\/pages\/\d+\/$/);
  const editorUrl = new URL(page.url()).pathname;
  await accessibleAtBothWidths(site);
  const inLanguage = (field: string, language: "fr" | "nl") =>
    page
      .getByRole("group", { name: editorTexts.fields[field], exact: true })
      .getByLabel(settingsTexts.languageNames[language], { exact: true });
  await inLanguage("params.title", "fr").fill("Notre histoire");
  await inLanguage("params.slugs", "fr").fill("notre-histoire");
  await page
    .getByLabel(editorTexts.fields.status ?? "", { exact: true })
    .selectOption({ label: editorTexts.options.published ?? "" });
  await page.getByRole("button", { name: settingsTexts.page.save }).last().click();
  await expect(page.getByRole("status")).toHaveText(settingsTexts.done.saved);
  // Published with its Dutch title missing: refused, and the editor says which language lacks it.
  await page.getByRole("button", { name: settingsTexts.page.publish, exact: true }).click();
  await expect(page.getByRole("alert").first()).toContainText(settingsTexts.languageNames.nl);
  await accessibleAtBothWidths(site);
  await inLanguage("params.title", "nl").fill("Ons verhaal");
  await inLanguage("params.slugs", "nl").fill("ons-verhaal");
  await page.getByRole("button", { name: settingsTexts.page.save }).last().click();
  await expect(page.getByRole("status")).toHaveText(settingsTexts.done.saved);

  // The preview shows the draft to this admin alone, with its band; visitors do not see it yet.
  await site.visit("/admin/preview/");
  await accessibleAtBothWidths(site);
  await page.getByRole("button", { name: siteTexts.preview.start }).click();
  // Started when its answer has taken the browser to the site's home (a visit sooner would cancel it).
  await expect(page).toHaveURL(/\/fr\/$/);
  await site.visit("/fr/notre-histoire/");
  await expect(page.getByRole("heading", { level: 1, name: "Notre histoire" })).toBeVisible();
  await expect(page.getByText(messages.fr.common.preview.band)).toBeVisible();
  await accessibleAtBothWidths(site);
  const visitor = await page.context().browser()?.newContext();
  const response = await visitor?.request.get(
    `http://127.0.0.1:${newAgencyPort}/fr/notre-histoire/`,
  );
  expect(response?.status()).toBe(404);
  await visitor?.close();
  await page.getByRole("button", { name: messages.fr.common.preview.end }).click();
  await expect(page.locator(".preview-band")).toHaveCount(0);

  await site.visit(editorUrl);
  await page.getByRole("button", { name: settingsTexts.page.publish, exact: true }).click();
  await expect(page.getByRole("status")).toHaveText(settingsTexts.done.published);

  // The public site shows them (each server renews its page cache at a publish, ADR 056).
  await site.visit("/fr/");
  const header = page.getByRole("banner");
  await expect(header.getByRole("img", { name: /Immo Horizon/ })).toBeVisible();
  expect(
    await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue("--brand").trim(),
    ),
  ).toBe("#1d3557");
  // The banner photo is decoration (the search block says what the page is): its size tells it.
  const banner = page.locator(".home-banner img");
  await expect(banner).toHaveAttribute("width", "1920");
  await expect(banner).toHaveAttribute("height", "1080");
  await accessibleAtBothWidths(site);
  // The About page is in the menu of both languages, at its own address in each.
  await page.getByRole("navigation").getByRole("link", { name: "Notre histoire" }).first().click();
  await expect(page).toHaveURL(/\/fr\/notre-histoire\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Notre histoire" })).toBeVisible();
  await expect(page.getByText(messages.fr.common.preview.band)).toHaveCount(0);
  await site.visit("/nl/");
  await page.getByRole("navigation").getByRole("link", { name: "Ons verhaal" }).first().click();
  await expect(page).toHaveURL(/\/nl\/ons-verhaal\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Ons verhaal" })).toBeVisible();
  await accessibleAtBothWidths(site);
});
