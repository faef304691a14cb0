import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeSiteConfig } from "#app/data/config/site-config.server.ts";
import { storeMediaContent } from "#app/data/media/media-store.server.ts";
import { writeDemoContent } from "#tests/support/demo-content.ts";
import { inlineAllowed } from "#tests/support/inline-allowed.ts";
import { testSiteConfig } from "#tests/support/site-config-fixture.ts";
import { importIntoTestDatabase } from "#tests/support/snapshot-files.ts";
import { snapshot } from "#tests/support/snapshot-fixture.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";

// docs/requirements.md §16: what a page's head tells browsers and search engines before the body arrives: the
// site's icons, a description on every page, and a first paint that waits for nothing it can avoid.
describe(`the head of every page on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let folder: string;
  let mediaDir: string;
  let site: Awaited<ReturnType<typeof createTestApp>>;
  const get = (path: string) => site.app.request(`http://localhost${path}`);
  const head = async (path: string) => {
    const html = await (await get(path)).text();
    return html.slice(0, html.indexOf("</head>"));
  };
  const villa = "/fr/a-vendre/lasne/villa-lumineuse/101/";

  beforeAll(async () => {
    database = await createTestDatabase();
    await writeSiteConfig(database.db, testSiteConfig("Immo Lumière"));
    folder = await importIntoTestDatabase(database.db, snapshot);
    await writeDemoContent(database.db);
    mediaDir = await mkdtemp(join(tmpdir(), "site-icon-media-"));
    site = await createTestApp(database, { mediaDir });
  });
  afterAll(async () => {
    await database.dispose();
    await rm(folder, { recursive: true, force: true });
    await rm(mediaDir, { recursive: true, force: true });
  });

  describe("icons", () => {
    it("answers the browser's own /favicon.ico with an icon, not the 404 page", async () => {
      const res = await get("/favicon.ico");
      expect(res.status).toBe(200);
      expect(res.headers.get("Content-Type")).toBe("image/x-icon");
      expect(res.headers.get("Cache-Control")).toBe("public, max-age=3600");
      const ico = Buffer.from(await res.arrayBuffer());
      expect(ico.readUInt16LE(2)).toBe(1); // an icon file
      expect(await sharp(ico.subarray(22)).metadata()).toMatchObject({ width: 32, height: 32 });
    });

    it("links a versioned icon, touch icon and web manifest from every page", async () => {
      for (const path of ["/fr/", "/nl/te-koop/", villa, "/en/nowhere/"]) {
        const html = await head(path);
        expect(html, path).toContain(
          '<link rel="icon" href="/icons/icon.svg?v=1f3a4d-il" type="image/svg+xml"/>',
        );
        expect(html, path).toContain(
          '<link rel="apple-touch-icon" href="/icons/180.png?v=1f3a4d-il"/>',
        );
        expect(html, path).toContain('<link rel="manifest" href="/manifest.webmanifest"/>');
      }
      const svg = await get("/icons/icon.svg?v=1f3a4d-il");
      expect(svg.headers.get("Content-Type")).toBe("image/svg+xml");
      expect(svg.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
      expect(await svg.text()).toMatch(/fill="#1f3a4d".*>IL<\/text>/);
      const touch = sharp(
        Buffer.from(await (await get("/icons/180.png?v=1f3a4d-il")).arrayBuffer()),
      );
      expect(await touch.metadata()).toMatchObject({ format: "png", width: 180, height: 180 });
      // Home screens paint transparent corners black: the touch icon has none.
      expect((await touch.stats()).isOpaque).toBe(true);
      expect((await get("/icons/99.png")).status).toBe(404);
    });

    it("describes the site for home screens in its web manifest", async () => {
      const res = await get("/manifest.webmanifest");
      expect(res.headers.get("Content-Type")).toBe("application/manifest+json");
      expect(await res.json()).toEqual({
        name: "Immo Lumière",
        short_name: "Immo Lumière",
        start_url: "/",
        display: "browser",
        theme_color: "#1f3a4d",
        background_color: "#1f3a4d",
        icons: [
          { src: "/icons/192.png?v=1f3a4d-il", sizes: "192x192", type: "image/png" },
          { src: "/icons/512.png?v=1f3a4d-il", sizes: "512x512", type: "image/png" },
        ],
      });
      for (const size of [192, 512]) {
        const png = Buffer.from(await (await get(`/icons/${size}.png?v=1f3a4d-il`)).arrayBuffer());
        expect(await sharp(png).metadata()).toMatchObject({
          format: "png",
          width: size,
          height: size,
        });
      }
    });

    it("draws the configured icon instead of the monogram", async () => {
      const red = await sharp({
        create: { width: 600, height: 600, channels: 3, background: "#c0392b" },
      })
        .png()
        .toBuffer();
      const stored = await storeMediaContent(database.db, mediaDir, red, "image/png", new Date());
      const key = `${stored.id}-${stored.sha256.slice(0, 12)}`;
      const config = testSiteConfig("Immo Lumière");
      await writeSiteConfig(database.db, {
        ...config,
        agency: { ...config.agency, icon: { key, width: 600, height: 600 } },
      });
      try {
        expect(await head("/fr/")).toContain(
          `<link rel="icon" href="/icons/192.png?v=${key}" type="image/png"/>`,
        );
        const png = Buffer.from(await (await get(`/icons/192.png?v=${key}`)).arrayBuffer());
        const { channels } = await sharp(png).stats();
        expect(channels.map((channel) => Math.round(channel.mean))).toEqual([192, 57, 43]);
      } finally {
        await writeSiteConfig(database.db, testSiteConfig("Immo Lumière"));
      }
    });
  });

  describe("descriptions", () => {
    const description = async (path: string) =>
      /<meta name="description" content="([^"]*)"\/>/.exec(await head(path))?.[1];

    it.each([
      ["home", { en: "/en/", nl: "/nl/", fr: "/fr/", de: "/de/" }],
      [
        "for sale",
        { en: "/en/for-sale/", nl: "/nl/te-koop/", fr: "/fr/a-vendre/", de: "/de/zu-verkaufen/" },
      ],
      [
        "for rent",
        { en: "/en/for-rent/", nl: "/nl/te-huur/", fr: "/fr/a-louer/", de: "/de/zu-vermieten/" },
      ],
      [
        "about us",
        { en: "/en/about-us/", nl: "/nl/over-ons/", fr: "/fr/a-propos/", de: "/de/ueber-uns/" },
      ],
      [
        "contact",
        { en: "/en/contact/", nl: "/nl/contact/", fr: "/fr/contact/", de: "/de/kontakt/" },
      ],
      [
        "404",
        { en: "/en/nowhere/", nl: "/nl/nergens/", fr: "/fr/nulle-part/", de: "/de/nirgends/" },
      ],
    ])("gives the %s page a description in each language", async (_, paths) => {
      const found = await Promise.all(Object.values(paths).map(description));
      for (const text of found) expect(text).toMatch(/Immo Lumière.{40,}/);
      expect(new Set(found).size).toBe(4);
    });

    it("gives property, project and article pages a description", async () => {
      const project = "/fr/projects/lasne/les-jardins-de-lasne/7/";
      for (const path of [villa, project, "/en/disclaimer/", "/fr/estimation-gratuite/"]) {
        expect((await description(path))?.length, path).toBeGreaterThan(40);
      }
    });

    it("names the city and the type a listing is narrowed to", async () => {
      expect(await description("/fr/a-vendre/?city=1380")).toBe(
        "Biens à vendre à Lasne chez Immo Lumière : photos, prix et PEB, et un agent local pour vous les faire visiter.",
      );
      expect(await description("/en/for-rent/?city=Lasne")).toMatch(
        /^Properties for rent in Lasne with Immo Lumière: /,
      );
    });
  });

  describe("first paint", () => {
    const stylesheets = (html: string) => [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*>/g)];

    it("blocks rendering on the app's stylesheet only, the font faces and colours inline and allowed", async () => {
      const res = await get("/fr/");
      const html = await res.text();
      const policy = res.headers.get("Content-Security-Policy") ?? "";
      const sheets = stylesheets(html.slice(0, html.indexOf("</head>")));
      expect(sheets).toHaveLength(1);
      expect(sheets[0]?.[0]).toMatch(/href="\/assets\/app-[\w-]+\.css"/);
      const styles = [...html.matchAll(/<style((?: nonce="[^"]+")?)([^>]*)>([^<]+)<\/style>/g)];
      expect(styles).toHaveLength(3);
      // By this answer's nonce, or by hash on a page from the page cache (ADR 067).
      for (const [, nonce = "", , css = ""] of styles)
        expect(inlineAllowed(policy, "style-src", nonce, css)).toBe(true);
      const [colours, fonts, noscript] = styles.map(([, nonce, attributes, css]) => ({
        nonce,
        attributes,
        css,
      }));
      expect(colours?.css).toContain(
        ":root{--brand:#1f3a4d;--brand-contrast:#ffffff;--accent:#b5793b}",
      );
      // The faces apply to no media: the script that runs after the first paint adds them (ADR 025);
      // without JavaScript, the copy in <noscript> applies.
      expect(fonts?.attributes).toBe(' media="not all" data-fonts-after-paint="true"');
      for (const faces of [fonts, noscript]) {
        expect(faces?.css).toContain("@font-face{font-family:Inter Variable");
        expect(faces?.css).toContain("@font-face{font-family:Fraunces Variable");
      }
      expect(html).toContain(
        `<noscript><style${noscript?.nonce}>${noscript?.css}</style></noscript>`,
      );
      expect((await get("/theme.css")).status).toBe(404);
    });

    it("preloads no font and no script: they wait for the first paint", async () => {
      const html = await (await get("/fr/")).text();
      expect(html).not.toMatch(/<link[^>]*as="font"/);
      expect(html).not.toMatch(/<link[^>]*rel="modulepreload"/);
      expect(html).not.toMatch(/<script[^>]*type="module"/);
      const loader = /\}\)\((\{"preloads".*?\}),document\.currentScript\.nonce\)<\/script>/.exec(
        html,
      );
      const { preloads, code } = JSON.parse(loader?.[1] ?? "{}");
      expect(
        preloads.some((href: string) => /^\/assets\/entry\.client-[\w-]+\.js$/.test(href)),
      ).toBe(true);
      expect(code).toMatch(/import\("\/assets\/entry\.client-[\w-]+\.js"\);$/);
    });

    const imagePreloads = (html: string) =>
      [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map(([tag]) => tag);

    it("preloads the home banner's first slide and lets the others wait their turn", async () => {
      const html = await (await get("/fr/")).text();
      const [preload, ...others] = imagePreloads(html.slice(0, html.indexOf("</head>")));
      expect(others).toEqual([]);
      expect(preload).toContain('type="image/avif" fetchPriority="high"');
      // Between 600 and 1360, two more widths (a phone at DPR 1.75 no longer takes 1360 for 700 pixels).
      expect(preload).toContain(
        'imageSrcSet="/media/1-0123456789ab/100.avif 100w, /media/1-0123456789ab/400.avif 400w, /media/1-0123456789ab/600.avif 600w, /media/1-0123456789ab/800.avif 800w, /media/1-0123456789ab/1024.avif 1024w, /media/1-0123456789ab/1360.avif 1360w',
      );
      expect(preload).toContain('imageSizes="max(100vw, clamp(32rem, 88vh, 50rem) * 1.5)"');
      const banner = html.slice(
        html.indexOf('class="home-banner'),
        html.indexOf("home-banner__text"),
      );
      expect(banner.match(/<img /g)).toHaveLength(1);
      expect(banner).toMatch(/<img [^>]*loading="eager" fetchPriority="high"/);
      expect(banner).not.toContain("/media/2-0123456789ab/");
    });

    it("loads a listing's first row at once, its first photo first", async () => {
      const html = await (await get("/fr/a-vendre/")).text();
      const cards = html.slice(html.indexOf('class="card-grid"'));
      const loading = [...cards.matchAll(/<img [^>]*loading="(\w+)"( fetchPriority="high")?/g)].map(
        ([, how, high]) => `${how}${high ? " high" : ""}`,
      );
      expect(loading.length).toBeGreaterThan(0);
      expect(loading).toEqual(
        loading.map((_, i) => (i === 0 ? "eager high" : i < 4 ? "eager" : "lazy")),
      );
      // The page banner above loads at once too, but without a preload competing with the card's.
      const [preload, ...others] = imagePreloads(html.slice(0, html.indexOf("</head>")));
      expect(others).toEqual([]);
      expect(preload).toContain(
        'imageSizes="(min-width: 1280px) 300px, (min-width: 600px) 50vw, 100vw"',
      );
    });

    it("preloads the main photo of a property page, at the size its box has", async () => {
      const html = await (await get(villa)).text();
      const [preload] = imagePreloads(html.slice(0, html.indexOf("</head>")));
      expect(preload).toContain('fetchPriority="high"');
      expect(preload).toContain(
        'imageSizes="(min-width: 1200px) 572px, (min-width: 767px) calc(50vw - 1.75rem), calc(100vw - 2rem)"',
      );
    });
  });
});
