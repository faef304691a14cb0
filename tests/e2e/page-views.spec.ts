import { expect, test } from "./fixtures.ts";

// docs/requirements.md §15, §4: a property page reports its view only with visit-statistics consent, and
// (docs/requirements.md §16) sends back its own token.
const property = "/property/1004/";

test.describe("with visit statistics allowed", () => {
  test.use({ storedConsent: "1.1000" });

  test("the page reports its view once it has shown", async ({ site }) => {
    // The consent also loads the tag manager and the pixel: answered here, as the machine is offline.
    await site.page.route(
      /^https:\/\/(www\.googletagmanager\.com|connect\.facebook\.net)\//,
      (route) => route.fulfill({ contentType: "text/javascript", body: "" }),
    );
    const beacon = site.page.waitForRequest((r) => r.url().endsWith("/page-view/1004"));
    await site.visit(property);
    const request = await beacon;
    expect(request.method()).toBe("POST");
    // ADR 037: with the token the page was served with, or it counts nothing.
    expect(request.postData()).toMatch(/^token=\d{13}\.[\w-]{43}$/);
    expect((await request.response())?.status()).toBe(204);
  });
});

test("a visitor who declined visit statistics is not counted", async ({ site }) => {
  const beacons: string[] = [];
  site.page.on("request", (r) => {
    if (r.url().includes("/page-view/")) beacons.push(r.url());
  });
  await site.visit(property);
  await site.page.waitForLoadState("networkidle");
  expect(beacons).toEqual([]);
});
