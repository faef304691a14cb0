import { z } from "zod";
import { languages } from "#app/i18n/languages.ts";
import { isPageSize } from "#app/model/catalogue/listing-filter.ts";
import { officeHoursSchema, socialLinksSchema } from "./agency-contact.ts";
import { crmSettingsSchema } from "./crm-settings.ts";
import { mailLimitsSchema } from "./mail-limits.ts";
import { mapTilesSchema } from "./map-tiles.ts";
import { visitSettingsSchema } from "./visit-settings.ts";

// The site configuration document (docs/requirements.md §2 Header, Footer, Cookie dialog, Home page; §3 Banner,
// Site info, Setting state): what an agency sets up once. Stored as JSON in site_setting under
// "site.config", validated by this schema when written and read. Texts are localized values (§3).

export const localizedText = z.partialRecord(z.enum(languages), z.string().trim().max(2000));

const hexColor = z.string().regex(/^#[0-9a-f]{6}$/i, { error: "must be a colour like #1f3a4d" });

/** A stored image (see app/catalogue/image-variants.ts) with its size, known before it loads. */
export const imageRef = z.strictObject({
  key: z.string().regex(/^\d+-[0-9a-f]{12}$/),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: localizedText.default({}),
});

const link = z.strictObject({
  label: localizedText,
  /** A site path (/fr/contact/), an absolute http(s) URL, tel: or mailto:. */
  href: z.string().regex(/^(\/|https?:\/\/|tel:|mailto:)/, {
    error: "must be a site path or an http(s), tel: or mailto: link",
  }),
  icon: z
    .enum(["phone", "mail", "pin", "facebook", "instagram", "linkedin", "youtube", "clock", "user"])
    .optional(),
  active: z.boolean().default(true),
});

const shown = { public: z.boolean().default(true) };
const publicText = z.strictObject({ text: localizedText, ...shown });

const bannerText = { title: publicText.optional(), description: publicText.optional() };

// docs/requirements.md §2: image; gallery (fading autoplay slider); video (muted, autoplay, loop); properties; projects.
export const homeBannerSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("image"), image: imageRef, ...bannerText }),
  z.strictObject({
    type: z.literal("gallery"),
    images: z.array(imageRef).min(2).max(12),
    ...bannerText,
  }),
  z.strictObject({
    type: z.literal("video"),
    video: z.strictObject({
      // A file of the site (a path) or an https address: never javascript:, data: or another scheme
      // in the page's <source src> (the stored-XSS test's finding).
      url: z.string().regex(/^(\/(?![/\\])\S*|https:\/\/\S+)$/, {
        error: "must be a path of this site or an https address",
      }),
      mimeType: z.enum(["video/mp4", "video/webm"]),
    }),
    poster: imageRef,
    ...bannerText,
  }),
  z.strictObject({
    type: z.literal("properties"),
    count: z.number().int().min(2).max(12).default(6),
    ...bannerText,
  }),
  z.strictObject({ type: z.literal("projects"), ...bannerText }),
]);

export const siteConfigSchema = z.strictObject({
  agency: z.strictObject({
    name: z.string().trim().min(1).max(120),
    email: z.email(),
    phone: z.string().trim().min(6).max(30),
    street: z.string().trim().max(200),
    zip: z.string().regex(/^\d{4}$/),
    city: localizedText,
    vatNumber: z
      .string()
      .regex(/^BE ?0?\d{3}\.?\d{3}\.?\d{3}$/)
      .optional(),
    logo: imageRef.optional(),
    /**
     * The site's icon (browser tab, home screen, installed site): a stored square image, at least
     * 512 px, cut to squares of 32 to 512 px. Without it, a monogram of the name in the brand colour.
     */
    icon: imageRef
      .refine((image) => image.width >= 512 && image.height >= 512, {
        error: "the icon must be at least 512 px wide and high",
      })
      .optional(),
    social: socialLinksSchema,
    officeHours: officeHoursSchema,
  }),
  languages: z
    .strictObject({
      enabled: z.array(z.enum(languages)).min(1),
      default: z.enum(languages),
      switcher: z.enum(["code", "flag"]).default("code"),
    })
    .refine((l) => l.enabled.includes(l.default), {
      error: "the default language must be enabled",
    }),
  theme: z.strictObject({ brand: hexColor, accent: hexColor }),
  topBar: z.strictObject({
    show: z.boolean(),
    left: z.array(link).max(6),
    right: z.array(link).max(6),
  }),
  header: z.strictObject({
    // docs/requirements.md §2: logo 125 px high, 75 px once scrolled past 30 px.
    logoHeight: z.strictObject({
      top: z.number().int().min(30).max(200),
      scrolled: z.number().int().min(30).max(200),
    }),
    maxMenuItems: z.number().int().min(1).max(12).optional(),
    showHomeItem: z.boolean(),
    freeEvaluationButton: z.boolean(),
  }),
  // docs/requirements.md §12: whether sold and rented properties stay in the For sale / For rent lists (after the ones
  // on offer, with their marker). Off by default: a list then counts what can still be bought or rented,
  // the same number as the home page's stats.
  // Issue 27 "Settings": results per page, the lists' default page size (a visitor may still pick another
  // of app/model/catalogue/listing-filter.ts's pageSizes).
  listings: z
    .strictObject({
      soldListed: z.boolean(),
      perPage: z
        .number()
        .int()
        .min(12)
        .max(36)
        .refine(isPageSize, { error: "must be 12, 24 or 36" })
        .default(12),
    })
    .default({ soldListed: false, perPage: 12 }),
  visits: visitSettingsSchema,
  mailLimits: mailLimitsSchema,
  crm: crmSettingsSchema,
  homeBanner: homeBannerSchema,
  pageBanner: z.discriminatedUnion("type", [
    z.strictObject({ type: z.literal("image"), image: imageRef }),
    z.strictObject({ type: z.literal("color"), color: hexColor }),
  ]),
  searchBlock: z.strictObject({
    showLogo: z.boolean(),
    title: publicText,
    /** May hold {{forSale}} and {{forRent}}, replaced by the counts (docs/requirements.md §2 Home page). */
    descriptions: z.array(publicText).max(3),
    showCounts: z.boolean(),
  }),
  footer: z.strictObject({
    columns: z
      .array(
        z.strictObject({
          title: publicText,
          intro: publicText.optional(),
          text: publicText.optional(),
          images: z.array(imageRef).max(4).default([]),
          links: z.array(link).max(12).default([]),
          /** Out of 12 on desktop. */
          width: z.number().int().min(2).max(12),
        }),
      )
      .max(4),
    copyright: localizedText,
  }),
  cookieConsent: z.strictObject({
    expiryDays: z.number().int().min(1).max(395),
    /** The consent dialog's own title and text per language; empty: the built-in translations. */
    title: z.partialRecord(z.enum(languages), z.string().trim().max(120)).default({}),
    text: localizedText.default({}),
  }),
  /** The listings' map: an optional detailed tile layer, loaded on a visitor's request (ADR 014). */
  map: mapTilesSchema.optional(),
  // docs/requirements.md §3 Site info; scripts load only after the matching consent (§1, shell issue).
  siteInfo: z.strictObject({
    analyticsId: z
      .string()
      .regex(/^G-[A-Z0-9]{4,12}$/)
      .optional(),
    adsId: z
      .string()
      .regex(/^AW-\d{6,12}$/)
      .optional(),
    tagManagerId: z
      .string()
      .regex(/^GTM-[A-Z0-9]{4,10}$/)
      .optional(),
    socialPixelId: z
      .string()
      .regex(/^\d{10,20}$/)
      .optional(),
  }),
  /** docs/requirements.md §5: the two partner video hosts, by hostname suffix. */
  partnerVideoHosts: z
    .array(z.string().regex(/^[a-z0-9.-]+\.[a-z]{2,}$/))
    .max(4)
    .default([]),
  // Issue 27 "Settings", SEO defaults: what a page without its own description or share image gives
  // search engines and social networks, and the text after every page's title.
  seo: z
    .strictObject({
      /** Written after each page's title as typed (" | Immo Lumière"); none: " | " and the agency's name. */
      titleSuffix: z.string().max(60).optional(),
      /** The meta description of a page without its own, per language. */
      description: z.partialRecord(z.enum(languages), z.string().trim().max(300)).default({}),
      /** The share image (Open Graph) of a page without its own. */
      image: imageRef.optional(),
    })
    .default({ description: {} }),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;
export type SiteConfigInput = z.input<typeof siteConfigSchema>;
export type HomeBanner = z.infer<typeof homeBannerSchema>;
export type ImageRefInput = z.input<typeof imageRef>;
