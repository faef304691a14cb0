import { localizedValue } from "#app/domain/localized.ts";
import { formatPhone } from "#app/domain/phone.ts";
import type { Language } from "#app/i18n/languages.ts";
import type { SiteConfig } from "#app/model/config/site-config.ts";
import { contrastText, houseTheme } from "#app/model/config/theme.ts";
import { variantUrl } from "#app/model/media/image-variants.ts";
import type { MailBrand } from "./mail-view.ts";

/** The agency's look in a mail (docs/requirements.md §14): its name, logo and brand colour from the site configuration. */
export function mailBrand(
  config: SiteConfig | undefined,
  language: Language,
  origin: string,
): MailBrand {
  const colour = config?.theme.brand ?? houseTheme.brand;
  const agency = config?.agency;
  const city = agency ? localizedValue(agency.city, language) : "";
  return {
    name: agency?.name ?? new URL(origin).hostname,
    logoUrl: agency?.logo ? `${origin}${variantUrl(agency.logo.key, 400, "jpg")}` : undefined,
    colour,
    onColour: contrastText(colour),
    siteUrl: `${origin}/${language}/`,
    contactLines: agency
      ? [
          agency.name,
          [agency.street, `${agency.zip} ${city}`].filter(Boolean).join(", "),
          formatPhone(agency.phone),
        ]
      : [],
  };
}
