import { openNewDeskSession } from "./desk-cookie.ts";
import { expect, type SitePage, test } from "./fixtures.ts";

// Issue 27 "Pages and collections", ADR 063 (and ADR 058's editor, whose spec this took over from the
// writing check page): an admin adds a testimonial from the desk, writes it with the toolbar and the
// keyboard (a javascript: link refused in the dialog), publishes it, is told which languages a visible
// item still lacks, adds them, publishes, and sees it on the public site. Axe at a phone's and a
// desktop's width on every page, the link dialog open too. Without JavaScript the text is a plain box
// of HTML, and the form shows back what the site keeps of it.
test.describe.configure({ timeout: 180_000 });
test.use({ expectedErrorStatuses: ["404 (Not Found)", "422 (Unprocessable Entity)"] });

async function accessibleAtBothWidths(site: SitePage) {
  for (const width of [390, 1440]) {
    await site.page.setViewportSize({ width, height: 900 });
    await site.expectAccessible();
  }
}

test("an admin adds a testimonial, writes it with the toolbar, publishes it and sees it on the site", async ({
  site,
}) => {
  const { page } = site;
  await openNewDeskSession(page.context(), { role: "admin", language: "en" });
  await site.visit("/admin/collections/");
  await expect(page).toHaveTitle("Collections | Staff desk");
  await accessibleAtBothWidths(site);
  await site.screenshots("admin-collections");
  await page.getByRole("link", { name: "Testimonials", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Testimonials" })).toBeVisible();
  await accessibleAtBothWidths(site);
  await site.screenshots("admin-collections-category");

  await page.getByRole("button", { name: "New item" }).click();
  await expect(page.getByRole("status")).toContainText("New item made");
  const language = (name: string) => page.getByRole("group", { name: `Text in ${name}` });
  const english = language("English");
  const french = language("Français");
  await page.getByRole("radio", { name: "Visible on the site" }).check();
  await english.getByRole("textbox", { name: "Title" }).fill("A bright house, found fast");
  await french.getByRole("textbox", { name: "Title" }).fill("Une maison lumineuse, vite trouvée");
  await page.getByRole("textbox", { name: "Author" }).fill("Claire D.");
  await page.getByRole("spinbutton", { name: "Stars (1 to 5)" }).fill("5");

  const toolbar = english.getByRole("toolbar", { name: "Formatting" });
  const tool = (name: string) => toolbar.getByRole("button", { name, exact: true });
  const text = english.getByRole("textbox", { name: "Text", exact: true });
  // The editing box is as wide as the other fields of its form, at every width.
  for (const width of [390, 1024, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    const box = await text.boundingBox();
    const title = await english.getByRole("textbox", { name: "Title" }).boundingBox();
    expect(box?.width, `the text box at ${width} px`).toBe(title?.width);
  }
  await text.click();
  await page.keyboard.type("A ");
  await tool("Bold").click();
  // A click leaves the focus in the text at once: what is typed next goes there, not to the button.
  expect(await page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("textbox");
  await expect(tool("Bold")).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.type("bright");
  await tool("Bold").click();
  await page.keyboard.type(" house.");
  await page.keyboard.press("Enter");
  await tool("Bulleted list").click();
  await page.keyboard.type("Four rooms");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Visit the village with us.");
  // The link dialog from the keyboard (Ctrl+K): a javascript: address is refused, a web address taken.
  const dialog = page.getByRole("dialog", { name: "Link" });
  await page.keyboard.press("Control+k");
  await expect(dialog).toBeVisible();
  await accessibleAtBothWidths(site);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  // Selected again after the widths changed, at the desktop's.
  // "the village", inside its sentence (a link alone on its line would be a small touch target).
  await text.getByText("Visit the village with us.").click();
  await page.keyboard.press("End");
  for (let i = 0; i < " with us.".length; i++) await page.keyboard.press("ArrowLeft");
  for (let i = 0; i < "the village".length; i++) await page.keyboard.press("Shift+ArrowLeft");
  await page.keyboard.press("Control+k");
  await expect(dialog).toBeVisible();
  const address = dialog.getByRole("textbox", { name: "Address" });
  await expect(address).toBeFocused();
  await address.fill("java\tscript:alert(1)");
  await page.keyboard.press("Enter");
  await expect(dialog.getByText("This address is not allowed")).toBeVisible();
  await address.fill("https://www.lasne.be/");
  await dialog.getByRole("button", { name: "Apply" }).click();
  await expect(dialog).toBeHidden();
  // The toolbar is one tab stop; arrows move in it.
  await tool("Bold").focus();
  await page.keyboard.press("ArrowRight");
  await expect(tool("Italic")).toBeFocused();
  const written =
    "<p>A <strong>bright</strong> house.</p><ul><li><p>Four rooms</p></li></ul>" +
    '<p>Visit <a rel="noopener" href="https://www.lasne.be/">the village</a> with us.</p>';
  await expect(page.locator('input[type="hidden"][name="en.body"]')).toHaveValue(written);

  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status")).toContainText("Draft saved");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  const summary = page.getByRole("alert");
  await expect(summary).toContainText("A visible item needs a title in every language of the site");
  await expect(summary.getByRole("link")).toHaveCount(2);
  await accessibleAtBothWidths(site);
  await site.screenshots("admin-collections-article");

  await language("Nederlands").getByRole("textbox", { name: "Title" }).fill("Een licht huis");
  await language("Deutsch").getByRole("textbox", { name: "Title" }).fill("Ein helles Haus");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status")).toContainText("Draft saved");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("Published");
  await site.expectAllTexts();

  await site.visit("/en/testimonials/a-bright-house-found-fast/");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("A bright house, found fast");
  await expect(page.getByRole("link", { name: "the village" })).toHaveAttribute(
    "href",
    "https://www.lasne.be/",
  );
  await site.visit("/fr/temoignages/une-maison-lumineuse-vite-trouvee/");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Une maison lumineuse");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the text is a plain box of HTML, and the form shows what the site keeps", async ({
    site,
  }) => {
    const { page } = site;
    await openNewDeskSession(page.context(), { role: "admin", language: "fr" });
    await site.visit("/admin/collections/services/");
    await page.getByRole("button", { name: "Nouvel élément" }).click();
    await expect(page.getByRole("toolbar")).toHaveCount(0);
    const french = page.getByRole("group", { name: "Texte en Français" });
    await french.getByRole("textbox", { name: "Titre" }).fill("Estimation");
    await french
      .getByRole("textbox", { name: "Texte", exact: true })
      .fill(
        '<h1 onclick="alert(1)">Titre</h1><script>alert(1)</script><p><a href="javascript:alert(1)">lien</a></p>',
      );
    await page.getByRole("button", { name: "Enregistrer le brouillon" }).click();
    await expect(french.getByRole("textbox", { name: "Texte", exact: true })).toHaveValue(
      "<h2>Titre</h2><p>lien</p>",
    );
  });
});
