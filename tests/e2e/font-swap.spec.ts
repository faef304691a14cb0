import { expect, test } from "./fixtures.ts";

// Issue 29, mobile start-up: the web fonts arrive after the first paint (ADR 025) and take the place
// of local fallbacks scaled to their metrics (app.css "Inter Fallback", "Fraunces Fallback"), so the
// swap must not move what is on the screen. The font files are held back until the page has been drawn
// in the fallbacks and then let through: every layout shift after that moment is the swap's.
test.use({ viewport: { width: 390, height: 844 } });

for (const path of ["/fr/", "/fr/a-vendre/"]) {
  test(`the web fonts arriving on ${path} at 390 px move nothing on the screen`, async ({
    site,
  }) => {
    const { page } = site;
    const held: (() => Promise<void>)[] = [];
    let letThrough = false;
    await page.route(/\.woff2$/, (route) =>
      letThrough ? route.continue() : void held.push(() => route.continue()),
    );
    await page.addInitScript(() => {
      const shifts: { at: number; value: number }[] = [];
      Object.assign(window, { fontSwapShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as PerformanceEntry[] & { value: number }[])
          shifts.push({ at: entry.startTime, value: entry.value });
      }).observe({ type: "layout-shift", buffered: true });
    });
    // The fonts are asked for once the page is drawn (first-paint-loader.ts): then it shows the fallbacks.
    const asked = page.waitForRequest(/\.woff2$/);
    await page.goto(path, { waitUntil: "commit" });
    await asked;
    await expect.poll(() => held.length).toBe(2);
    // Shifts of the start-up itself (hydration, photos) come before: React marks <body> last, when the
    // whole page is hydrated; then two frames.
    await page.waitForFunction(() =>
      Object.keys(document.body).some((key) => key.startsWith("__reactFiber$")),
    );
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const inWebFont = () =>
      page.evaluate(() =>
        [...document.fonts].some(
          (f) => f.family.includes("Inter Variable") && f.status === "loaded",
        ),
      );
    expect(await inWebFont()).toBe(false);
    const released = await page.evaluate(() => performance.now());
    letThrough = true;
    await Promise.all(held.map((go) => go()));
    await expect.poll(inWebFont).toBe(true);
    // Two frames: the one laid out in the web fonts, and the one after it in which shifts are reported.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const shift = await page.evaluate(
      (after) =>
        (window as unknown as { fontSwapShifts: { at: number; value: number }[] }).fontSwapShifts
          .filter((entry) => entry.at > after)
          .reduce((sum, entry) => sum + entry.value, 0),
      released,
    );
    expect(shift).toBeLessThan(0.001);
    await page.waitForLoadState("networkidle");
    await site.expectAccessible();
  });
}
