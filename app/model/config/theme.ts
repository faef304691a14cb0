import type { SiteConfig } from "./site-config.ts";

// The site's two colours (docs/requirements.md §2 look: one brand colour and one accent from site configuration),
// with a text colour on the brand chosen for contrast (WCAG AA).

export interface Theme {
  brand: string;
  accent: string;
  /** The page banner's colour when the configured banner is a colour (docs/requirements.md §2 Other pages). */
  banner?: string | undefined;
  /** The logo's height at the top of the page and once scrolled (docs/requirements.md §2 Header: 125 and 75 px). */
  logoHeight?: { top: number; scrolled: number } | undefined;
}

export const houseTheme: Theme = { brand: "#1f3a4d", accent: "#b5793b" };

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two #rrggbb colours, from 1 to 21. */
export function contrastRatio(one: string, other: string): number {
  const [a, b] = [luminance(one), luminance(other)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** The site's text colours: white, and the near-black ink of app.css. */
export const lightText = "#ffffff";
export const darkText = "#1b1f23";

/** White text on dark brands, near-black on light ones: whichever contrasts more. */
export function contrastText(background: string): string {
  return contrastRatio(background, lightText) >= contrastRatio(background, darkText)
    ? lightText
    : darkText;
}

/** The colours as custom properties, inlined in every page's head (a few dozen bytes). */
export function themeCss(theme: Theme | undefined): string {
  const { brand, accent, banner, logoHeight } = theme ?? houseTheme;
  const bannerVars = banner ? `;--banner:${banner};--banner-contrast:${contrastText(banner)}` : "";
  const logoVars = logoHeight
    ? `;--logo-height:${logoHeight.top}px;--logo-height-scrolled:${logoHeight.scrolled}px`
    : "";
  return `:root{--brand:${brand};--brand-contrast:${contrastText(brand)};--accent:${accent}${bannerVars}${logoVars}}\n`;
}

/** The theme a site configuration asks for. */
export function siteTheme(config: SiteConfig | undefined): Theme | undefined {
  if (!config) return undefined;
  const { pageBanner } = config;
  return {
    ...config.theme,
    banner: pageBanner.type === "color" ? pageBanner.color : undefined,
    logoHeight: config.agency.logo ? config.header.logoHeight : undefined,
  };
}
