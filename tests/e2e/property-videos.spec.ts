import type { Page } from "@playwright/test";
import { expect, type SitePage, test } from "./fixtures.ts";

// docs/requirements.md §5 video links and §9 embed parameters: a property's videos behind our own poster, nothing
// from another origin before the visitor's click; a file played from our server; the share links.
// The demo (scripts/demo/videos.ts): 1004 has a YouTube video and a Matterport tour, 1010 a file.

const youtubeProperty = 1004;
const fileProperty = 1010;

/** Opens a property's page in a language through its original address and the page's hreflang link. */
async function openProperty(site: SitePage, id: number, language: string) {
  await site.visit(`/property/${id}/`);
  const href = await site.page
    .locator(`link[rel="alternate"][hreflang="${language}"]`)
    .getAttribute("href");
  await site.visit(new URL(href ?? "").pathname);
}

/** Answers every request to another origin with an empty 200 (no network here), and records them all. */
async function recordOtherOrigins(page: Page, baseURL: string) {
  const own = new URL(baseURL).origin;
  const requests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).origin !== own) requests.push(request.url());
  });
  await page.route(
    (url) => url.origin !== own,
    (route) => route.fulfill({ status: 200, body: "" }),
  );
  return requests;
}

const cases = [
  {
    width: 390,
    language: "en",
    region: "Videos and 3D tour",
    play: "Play the video (YouTube)",
    frame: "Video of the property on YouTube",
    share: "Share this property",
    email: "Share by e-mail",
    facebook: "Share on Facebook (opens in a new tab)",
    copy: "Copy the link",
    copied: "Link copied",
  },
  {
    width: 1440,
    language: "fr",
    region: "Vidéos et visite 3D",
    play: "Lancer la vidéo (YouTube)",
    frame: "Vidéo du bien sur YouTube",
    share: "Partager ce bien",
    email: "Partager par e-mail",
    facebook: "Partager sur Facebook (s'ouvre dans un nouvel onglet)",
    copy: "Copier le lien",
    copied: "Lien copié",
  },
];

for (const c of cases) {
  test(`${c.language} at ${c.width} px: the YouTube player loads only on a click, with docs/requirements.md §9's parameters`, async ({
    site,
    baseURL,
  }) => {
    const { page } = site;
    await page.setViewportSize({ width: c.width, height: 900 });
    const otherOrigins = await recordOtherOrigins(page, baseURL ?? "");
    await openProperty(site, youtubeProperty, c.language);
    const videos = page.getByRole("region", { name: c.region });
    const play = videos.getByRole("button", { name: c.play });
    await play.scrollIntoViewIfNeeded();
    await expect(play).toBeVisible();
    await expect(videos.locator("img").first()).toHaveJSProperty("complete", true);
    await site.expectAccessible();
    await site.screenshots(`property-videos-${c.language}`);
    expect(otherOrigins, "requests to another origin before the click").toEqual([]);
    expect(await videos.locator("iframe").count()).toBe(0);

    await play.click();
    const frame = videos.locator("iframe");
    await expect(frame).toHaveAttribute("title", c.frame);
    const src = new URL((await frame.getAttribute("src")) ?? "");
    expect(src.origin + src.pathname).toBe("https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ");
    expect(Object.fromEntries(src.searchParams)).toMatchObject({
      rel: "0",
      modestbranding: "1",
      color: "white",
    });
    await expect(frame).toBeFocused();
    // The 3D tour waits for its own click.
    expect(await videos.locator("iframe").count()).toBe(1);
    expect(otherOrigins.every((url) => url.startsWith("https://www.youtube-nocookie.com/"))).toBe(
      true,
    );
  });

  test(`${c.language} at ${c.width} px: share links to the page's address, and a button copies it`, async ({
    site,
    context,
    baseURL,
  }) => {
    const { page } = site;
    await page.setViewportSize({ width: c.width, height: 900 });
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    await openProperty(site, youtubeProperty, c.language);
    const address = new URL(page.url()).href;
    const title = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
    const share = page.getByRole("region", { name: c.share });
    const encoded = encodeURIComponent(address);
    await expect(share.getByRole("link", { name: c.email })).toHaveAttribute(
      "href",
      `mailto:?subject=${encodeURIComponent(title)}&body=${encoded}`,
    );
    const facebook = share.getByRole("link", { name: c.facebook });
    await expect(facebook).toHaveAttribute(
      "href",
      `https://www.facebook.com/sharer/sharer.php?u=${encoded}`,
    );
    await expect(facebook).toHaveAttribute("target", "_blank");
    await expect(facebook).toHaveAttribute("rel", "noopener");
    const hrefs = await share
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    expect(hrefs.map((href) => href.split("?")[0])).toEqual([
      "mailto:",
      "https://wa.me/",
      "https://www.facebook.com/sharer/sharer.php",
      "https://www.linkedin.com/sharing/share-offsite/",
      "https://x.com/intent/post",
    ]);
    for (const href of hrefs) expect(href).toContain(encoded);

    await share.getByRole("button", { name: c.copy }).click();
    await expect(share.getByRole("status")).toHaveText(c.copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
    await site.expectAccessible();
  });
}

test("a video file plays in the page from our own server, with the property's photo as poster", async ({
  site,
  baseURL,
}) => {
  const { page } = site;
  const otherOrigins = await recordOtherOrigins(page, baseURL ?? "");
  await openProperty(site, fileProperty, "nl");
  const video = page.getByRole("region", { name: "Video's en 3D-rondleiding" }).locator("video");
  await expect(video).toHaveAttribute("preload", "none");
  await expect(video).toHaveAttribute("poster", /^\/media\/\d+-[0-9a-f]+\/\d+\.jpg$/);
  const source = (await video.locator("source").getAttribute("src")) ?? "";
  expect(source).toMatch(/^\/files\/\d+-[0-9a-f]+\/video\.webm$/);
  const file = await page.request.get(source);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("video/webm");

  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), {
      timeout: 15_000,
    })
    .toBeGreaterThan(0);
  expect(otherOrigins).toEqual([]);
  await site.expectAccessible();
  await site.screenshots("property-video-file-nl");
});

test("the page allows framing only its own videos' players (CSP frame-src)", async ({ site }) => {
  await site.visit(`/property/${youtubeProperty}/`);
  const response = await site.page.request.get(site.page.url());
  const csp = response.headers()["content-security-policy"] ?? "";
  expect(csp).toContain("frame-src https://www.youtube-nocookie.com https://my.matterport.com;");
  const plain = await site.page.request.get("/en/");
  expect(plain.headers()["content-security-policy"]).not.toContain("frame-src");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the poster links to the video on its service, and the address to share is in a field", async ({
    site,
  }) => {
    const { page } = site;
    await openProperty(site, youtubeProperty, "de");
    const videos = page.getByRole("region", { name: "Videos und 3D-Rundgang" });
    const watch = videos.getByRole("link", {
      name: "Auf YouTube ansehen (öffnet in einem neuen Tab)",
    });
    await expect(watch).toHaveAttribute("href", "https://www.youtube.com/watch?v=aqz-KE-bpKQ");
    await expect(watch).toHaveAttribute("target", "_blank");
    await expect(
      videos.getByRole("link", {
        name: "In 3D auf Matterport besichtigen (öffnet in einem neuen Tab)",
      }),
    ).toHaveAttribute("href", "https://my.matterport.com/show/?m=SxQL3iGyoDo");
    expect(await videos.locator("iframe").count()).toBe(0);
    const share = page.getByRole("region", { name: "Diese Immobilie teilen" });
    await expect(share.getByRole("textbox", { name: "Link zu dieser Immobilie" })).toHaveValue(
      page.url(),
    );
    expect(await share.getByRole("button").count()).toBe(0);
  });
});
