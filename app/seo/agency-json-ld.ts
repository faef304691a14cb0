import { localizedValue } from "#app/domain/localized.ts";
import type { Language } from "#app/i18n/languages.ts";
import type { SiteConfig } from "#app/model/config/site-config.ts";
import { jsonLdText } from "./json-ld.ts";

/** schema.org RealEstateAgent for the home page, so search engines know who runs the site. */
export function agencyJsonLd(config: SiteConfig, origin: string, language: Language): string {
  const { agency } = config;
  const data = {
    "@context": "https://schema.org",
    "@type": "RealEstateAgent",
    name: agency.name,
    url: new URL(`/${language}/`, origin).href,
    telephone: agency.phone,
    email: agency.email,
    ...(agency.vatNumber ? { vatID: agency.vatNumber } : {}),
    address: {
      "@type": "PostalAddress",
      streetAddress: agency.street,
      postalCode: agency.zip,
      addressLocality: localizedValue(agency.city, language),
      addressCountry: "BE",
    },
  };
  return jsonLdText(data);
}
