import type { Language } from "#app/i18n/languages.ts";
import { type OfficeHours, type SocialLinks, socialNetworks } from "./agency-contact.ts";

// Issue 27 "Settings": the agency's office hours and social links as the public site shows them, resolved
// for one language on the server.

export interface OfficeDay {
  /** The weekday's name in the visitor's language. */
  day: string;
  /** "09:00–12:30"; none: closed that day. */
  ranges: string[];
}

// A Belgian week starts on Monday; 2024-01-01 was one.
const monday = Date.UTC(2024, 0, 1);
const week = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;

/** Every day of the week, Monday first; none when the agency gave no hours (nothing is shown). */
export function officeHoursView(hours: OfficeHours, language: Language): OfficeDay[] {
  if (Object.keys(hours).length === 0) return [];
  const name = new Intl.DateTimeFormat(language, { weekday: "long", timeZone: "UTC" });
  return week.map((key, index) => ({
    day: name.format(monday + index * 86_400_000),
    ranges: (hours[key] ?? []).map((range) => range.replace("-", "–")),
  }));
}

export interface SocialLinkView {
  network: string;
  href: string;
}

const networkNames: Record<(typeof socialNetworks)[number], string> = {
  facebook: "Facebook",
  instagram: "Instagram",
  linkedin: "LinkedIn",
  youtube: "YouTube",
  x: "X",
};

/** The links given, in a fixed order, with the network's own name (the same in every language). */
export function socialLinksView(links: SocialLinks): (SocialLinkView & { icon: string })[] {
  return socialNetworks.flatMap((network) => {
    const href = links[network];
    return href ? [{ icon: network, network: networkNames[network], href }] : [];
  });
}
