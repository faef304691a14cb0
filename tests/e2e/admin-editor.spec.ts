import { openNewDeskSession } from "./desk-cookie.ts";
import { expect, type SitePage, test } from "./fixtures.ts";

// ADR 058: the desk's rich-text editor on the writing check page. An admin types, makes a word bold, a
// list and a link (a javascript: address refused in the dialog) with the toolbar and the keyboard; the
// form posts the hidden field, and the site keeps exactly the safe subset. Axe at a phone's and a
// desktop's width, the link dialog open too. Without JavaScript the field is a plain, labelled box of
// HTML (axe needs JavaScript to run, so that page is checked by its roles and names only).
test.describe.configure({ timeout: 120_000 });
test.use({ expectedErrorStatuses: ["404 (Not Found)", "422 (Unprocessable Entity)"] });

async function accessibleAtBothWidths(site: SitePage) {
  for (const width of [390, 1440]) {
    await site.page.setViewportSize({ width, height: 900 });
    await site.expectAccessible();
  }
}

test("an admin writes with the toolbar and the form posts the safe subset", async ({ site }) => {
  const { page } = site;
  await openNewDeskSession(page.context(), { role: "admin", language: "en" });
  await site.visit("/admin/editor-check/");
  await expect(page).toHaveTitle("Writing check | Staff desk");
  const toolbar = page.getByRole("toolbar", { name: "Formatting" });
  await expect(toolbar).toBeVisible();
  const text = page.getByRole("textbox", { name: "Text" });
  const tool = (name: string) => toolbar.getByRole("button", { name, exact: true });
  await accessibleAtBothWidths(site);

  await text.click();
  await page.keyboard.type("A ");
  await tool("Bold").click();
  await expect(tool("Bold")).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.type("bright");
  await tool("Bold").click();
  await page.keyboard.type(" house.");
  await page.keyboard.press("Enter");
  await tool("Bulleted list").click();
  await page.keyboard.type("Four rooms");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Garden");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Visit the village");
  await page.keyboard.press("Shift+Home");

  // The link dialog from the keyboard (Ctrl+K): a javascript: address is refused, a web address taken.
  await page.keyboard.press("Control+k");
  const dialog = page.getByRole("dialog", { name: "Link" });
  await expect(dialog).toBeVisible();
  await accessibleAtBothWidths(site);
  const address = dialog.getByRole("textbox", { name: "Address" });
  await expect(address).toBeFocused();
  await address.fill("java\tscript:alert(1)");
  await page.keyboard.press("Enter");
  await expect(dialog.getByText("This address is not allowed")).toBeVisible();
  await expect(address).toHaveAttribute("aria-invalid", "true");
  await address.fill("https://www.lasne.be/");
  await dialog.getByRole("button", { name: "Apply" }).click();
  await expect(dialog).toBeHidden();
  await expect(text).toBeFocused();

  // The toolbar is one tab stop; arrows move in it, and undo works from it.
  await tool("Bold").focus();
  await page.keyboard.press("ArrowRight");
  await expect(tool("Italic")).toBeFocused();
  await page.keyboard.press("End");
  await expect(tool("Redo")).toBeFocused();
  await expect(tool("Redo")).toHaveAttribute("aria-disabled", "true");

  const expected =
    "<p>A <strong>bright</strong> house.</p><ul><li><p>Four rooms</p></li><li><p>Garden</p></li></ul>" +
    '<p><a rel="noopener" href="https://www.lasne.be/">Visit the village</a></p>';
  await expect(page.locator('input[type="hidden"][name="text"]')).toHaveValue(expected);

  await page.getByRole("button", { name: "Check" }).click();
  const kept = page.getByTestId("kept-html");
  await expect(kept).toHaveText(expected);
  const result = page.getByRole("region", { name: "What the site keeps" });
  await expect(result.getByRole("link", { name: "Visit the village" })).toHaveAttribute(
    "href",
    "https://www.lasne.be/",
  );
  await expect(result.locator("strong")).toHaveText("bright");
  await expect(page.getByRole("toolbar", { name: "Formatting" })).toBeVisible();
  await site.expectAllTexts();
  await site.screenshots("admin-editor");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the field is a plain box of HTML, and the site keeps its safe subset", async ({ site }) => {
    const { page } = site;
    await openNewDeskSession(page.context(), { role: "admin", language: "fr" });
    await site.visit("/admin/editor-check/");
    await expect(page.getByRole("toolbar")).toHaveCount(0);
    await page
      .getByRole("textbox", { name: "Texte" })
      .fill(
        '<h1 onclick="alert(1)">Titre</h1><script>alert(1)</script><p><a href="javascript:alert(1)">lien</a></p>',
      );
    await page.getByRole("button", { name: "Vérifier" }).click();
    await expect(page.getByTestId("kept-html")).toHaveText("<h2>Titre</h2><p>lien</p>");
  });
});
