import type { SiteConfigInput } from "#app/model/config/site-config.ts";
import { type BannerType, demoSiteConfig } from "#scripts/demo/site-config.ts";

const image = (id: number) => ({ key: `${id}-0123456789ab`, width: 1600, height: 1067 });

/** The demo agency's configuration with stand-in images, for tests that need a complete one. */
export function testSiteConfig(
  name = "Immo Lumière",
  banner: BannerType = "gallery",
): SiteConfigInput {
  return demoSiteConfig(name, banner, {
    banners: [image(1), image(2), image(3)],
    pageBanner: image(4),
  });
}
