import type { SiteConfigInput } from "#app/model/config/site-config.ts";
import { type BannerType, demoSiteConfig } from "#scripts/demo/site-file.ts";

const image = (id: number) => ({ key: `${id}-0123456789ab`, width: 1600, height: 1067 });

/** The demo agency's configuration (its site file's settings) with stand-in images and no logo. */
export function testSiteConfig(
  name = "Immo Lumière",
  banner: BannerType = "gallery",
): SiteConfigInput {
  const media = { "banner-1": image(1), "banner-2": image(2), "banner-3": image(3) };
  const config = demoSiteConfig({ ...media, "page-banner": image(4) }, banner);
  return { ...config, agency: { ...config.agency, name } };
}
