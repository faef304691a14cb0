import type { SiteConfig } from "#app/model/config/site-config.ts";
import { contrastText, houseTheme, siteTheme } from "#app/model/config/theme.ts";

// The site's icon for browser tabs, home screens and installed sites: the configured image, else a
// monogram of the agency's name in the brand colour, drawn here as SVG (no third-party request).

/** The square PNG sizes served under /icons/ (tab 32, Apple touch 180, web manifest 192 and 512). */
export const iconSizes = [32, 180, 192, 512] as const;
export type IconSize = (typeof iconSizes)[number];

export interface SiteIcon {
  /** The stored image's media key; none for the monogram. */
  key?: string | undefined;
  initials: string;
  brand: string;
  /** Changes with whatever the icon is drawn from, so that icon URLs can be cached for a year. */
  version: string;
}

/** Up to two capitals from the first words of the name: "Immo Lumière" gives "IL". */
function initialsOf(name: string): string {
  const words = name.split(/[\s\-–&.,]+/u).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => [...word][0]?.toLocaleUpperCase() ?? "")
    .join("");
}

export function siteIcon(config: SiteConfig | undefined, name: string): SiteIcon {
  const brand = siteTheme(config)?.brand ?? houseTheme.brand;
  const key = config?.agency.icon?.key;
  const initials = initialsOf(name) || "·";
  const version = key ?? `${brand.slice(1)}-${encodeURIComponent(initials)}`.toLowerCase();
  return { key, initials, brand, version };
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The monogram: the initials in the brand's contrasting text colour on a rounded brand square. */
export function monogramSvg({ initials, brand }: SiteIcon): string {
  const fontSize = initials.length > 1 ? 26 : 36;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">',
    `<rect width="64" height="64" rx="12" fill="${brand}"/>`,
    `<text x="32" y="32" dy="0.35em" text-anchor="middle" font-family="Inter, Arial, Helvetica, sans-serif" font-size="${fontSize}" font-weight="700" fill="${contrastText(brand)}">${escapeXml(initials)}</text>`,
    "</svg>",
  ].join("");
}

/** URLs of the icon files, versioned (see routes/site-icon.ts). */
export const iconUrl = (icon: SiteIcon, file: `${IconSize}.png` | "icon.svg") =>
  `/icons/${file}?v=${icon.version}`;
