import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";

// The demo agency's logo (docs/requirements.md §2 Header: 125 px high, 75 once scrolled): a badge in the brand colour,
// readable on the home banner's dark top as on the white header, and narrow enough (160 px wide at
// 125 px high) to leave the header row to the menu in German. Drawn from SVG like the demo photos, at
// twice its 640 x 500 design so that the header's 400 and 800 px variants (1x, 2x) are sharp.

const width = 640;
const height = 500;
const serif = "Fraunces, 'DejaVu Serif', 'Liberation Serif', Georgia, serif";
const sans = "Inter, 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";

/** The badge: a roof over a rising sun above the name, its first word set small above the rest. */
function logoSvg(name: string, brand: string, accent: string): string {
  const [first = name, ...rest] = name.split(" ");
  const main = rest.join(" ") || first;
  const kicker = rest.length > 0 ? first.toUpperCase() : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width * 2}" height="${height * 2}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" rx="36" fill="${brand}"/>
  <rect x="18" y="18" width="${width - 36}" height="${height - 36}" rx="24" fill="none" stroke="${accent}" stroke-opacity="0.55" stroke-width="3"/>
  <path d="M276 184 A44 44 0 0 1 364 184 Z" fill="${accent}"/>
  <path d="M220 184 L320 100 L420 184" fill="none" stroke="#ffffff" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>
  <path d="M260 184 H380" stroke="${accent}" stroke-width="6" stroke-linecap="round"/>
  <text x="331" y="262" text-anchor="middle" font-family="${sans}" font-size="44" font-weight="600" letter-spacing="22" fill="${accent}">${escapeXml(kicker)}</text>
  <text x="320" y="396" text-anchor="middle" font-family="${serif}" font-size="118" fill="#ffffff">${escapeXml(main)}</text>
</svg>`;
}

/** Renders the logo to `dir`/logo.png (transparent corners) and returns its path there. */
export async function renderLogo(
  dir: string,
  name: string,
  colours: { brand: string; accent: string },
): Promise<string> {
  await mkdir(dir, { recursive: true });
  const svg = logoSvg(name, colours.brand, colours.accent);
  await writeFile(join(dir, "logo.png"), await sharp(Buffer.from(svg)).png().toBuffer());
  return "logo.png";
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
