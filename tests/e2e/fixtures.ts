import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import { messageKeys } from "./message-keys.ts";

export { expect };

/** The widths the product is checked at (docs/requirements.md §9 breakpoints: mobile, tablet, desktop). */
export const viewportWidths = [390, 1024, 1440] as const;

export interface SitePage {
  page: Page;
  /** Opens a path, expecting that status, and fails on console errors (CSP violations appear there). */
  visit(path: string, status?: number): Promise<void>;
  /**
   * Runs axe for WCAG 2.2 A and AA and expects no violation; `exclude` leaves out what is not the
   * page's own (a mail shown in a sandboxed frame, where no script, axe's neither, may run).
   */
  expectAccessible(options?: { exclude?: string }): Promise<void>;
  /** Expects no message key shown in place of its text (a namespace the page did not receive). */
  expectAllTexts(): Promise<void>;
  /** With SCREENSHOTS=1, saves full-page screenshots at each width to tests/e2e/screenshots/. */
  screenshots(name: string): Promise<void>;
}

export const test = base.extend<{
  site: SitePage;
  storedConsent: string | null;
  expectedErrorStatuses: string[];
}>({
  // Chromium logs "Failed to load resource" for every error status. 404 is by design everywhere; a form
  // spec adds "400 (Bad Request)", the form kit's answer to a refused form.
  expectedErrorStatuses: [["404 (Not Found)"], { option: true }],
  // Most specs visit as someone who declined the cookies before, so that the dialog stays out of
  // their way; consent.spec.ts sets this to null to be a first visitor.
  storedConsent: ["1.0000", { option: true }],
  site: async (
    { page, storedConsent, expectedErrorStatuses, baseURL, javaScriptEnabled },
    use,
    testInfo,
  ) => {
    // Each test is another visitor behind the proxy the test server trusts (TRUST_PROXY): the lead
    // forms' rate limits, per address, count each test's posts apart from the others'.
    const visitor = testInfo.testId.split("").reduce((n, c) => (n * 31 + c.charCodeAt(0)) >>> 0, 7);
    const address = `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
    await page.route(
      (url) => url.origin === new URL(baseURL ?? "http://localhost").origin,
      (route) =>
        route.request().method() === "POST"
          ? route.continue({
              headers: { ...route.request().headers(), "x-forwarded-for": address },
            })
          : route.fallback(),
    );
    if (storedConsent)
      await page
        .context()
        .addCookies([{ name: "consent", value: storedConsent, url: baseURL ?? "" }]);
    const consoleErrors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") consoleErrors.push(message.text());
    });
    page.on("pageerror", (error) => consoleErrors.push(error.message));

    await use({
      page,
      async visit(path, status = 200) {
        const response = await page.goto(path);
        expect(response?.status(), `status of ${path}`).toBe(status);
        await page.waitForLoadState("networkidle");
        // The scripts start after the first paint (ADR 025): on a busy machine the network is idle
        // while React still hydrates, and a key pressed or a text typed then is lost. React marks
        // <body> last, when the whole page is hydrated.
        if (javaScriptEnabled !== false)
          await page.waitForFunction(
            () =>
              !("__reactRouterContext" in window) ||
              Object.keys(document.body).some((key) => key.startsWith("__reactFiber$")),
          );
      },
      async expectAccessible({ exclude } = {}) {
        // A document still loading after a click has no landmarks yet: axe judges the loaded page.
        await page.waitForLoadState("load");
        const axe = new AxeBuilder({ page }).withTags([
          "wcag2a",
          "wcag2aa",
          "wcag21a",
          "wcag21aa",
          "wcag22aa",
          "best-practice",
        ]);
        const results = await (exclude ? axe.exclude(exclude) : axe).analyze();
        // Each violation with the elements it found, so that a failure says where to look.
        const found = results.violations.map(
          (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join("; ")})`,
        );
        expect(found).toEqual([]);
      },
      async expectAllTexts() {
        const html = await page.locator("body").innerHTML();
        expect(messageKeys.filter((key) => html.includes(key))).toEqual([]);
      },
      async screenshots(name) {
        if (!process.env.SCREENSHOTS) return;
        const original = page.viewportSize();
        // A whole-page picture: parts laid out only near the screen (content-visibility) are drawn too
        // (a constructed sheet: the page's content security policy refuses an added <style>).
        await page.evaluate(() => {
          const drawAll = new CSSStyleSheet();
          drawAll.replaceSync("* { content-visibility: visible !important }");
          document.adoptedStyleSheets = [...document.adoptedStyleSheets, drawAll];
        });
        for (const width of viewportWidths) {
          await page.setViewportSize({ width, height: 900 });
          await page.screenshot({
            path: `tests/e2e/screenshots/${name}-${width}.png`,
            fullPage: true,
          });
        }
        await page.evaluate(() => {
          document.adoptedStyleSheets = document.adoptedStyleSheets.slice(0, -1);
        });
        if (original) await page.setViewportSize(original);
      },
    });

    // Expected error statuses log a console error by design in Chromium; everything else is a defect.
    const unexpected = consoleErrors.filter(
      (text) => !expectedErrorStatuses.some((status) => text.includes(status)),
    );
    expect(unexpected, "console errors").toEqual([]);
  },
});
