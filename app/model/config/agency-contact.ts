import { z } from "zod";
import { weekdays } from "#app/domain/visit-slots.ts";
import { timeRange } from "./visit-settings.ts";

// Issue 27 "Settings", agency group: the agency's social links (shown in the footer) and office hours
// (shown on the contact page). Both may be left out, so that a configuration stored before them still reads.

const socialHosts = {
  facebook: ["facebook.com"],
  instagram: ["instagram.com"],
  linkedin: ["linkedin.com"],
  youtube: ["youtube.com"],
  x: ["x.com", "twitter.com"],
} as const;

export type SocialNetwork = keyof typeof socialHosts;
export const socialNetworks = Object.keys(socialHosts) as SocialNetwork[];

/** An https address on the network's own host (or a subdomain of it): no other site behind its icon. */
function socialUrl(network: SocialNetwork) {
  const hosts = socialHosts[network].map((host) => host.replace(".", "\\.")).join("|");
  return z
    .string()
    .trim()
    .max(300)
    .regex(new RegExp(`^https://([a-z0-9-]+\\.)*(${hosts})(/\\S*)?$`, "i"), {
      error: `must be an https address on ${socialHosts[network].join(" or ")}`,
    })
    .optional();
}

export const socialLinksSchema = z
  .strictObject(
    Object.fromEntries(socialNetworks.map((network) => [network, socialUrl(network)])) as Record<
      SocialNetwork,
      ReturnType<typeof socialUrl>
    >,
  )
  .default({});

/** A day's opening: one or two time ranges, in order and apart (a lunch break between them). */
const openDay = z
  .array(timeRange)
  .min(1)
  .max(2)
  .refine(
    (ranges) => ranges.length < 2 || (ranges[0] ?? "").slice(6) < (ranges[1] ?? "").slice(0, 5),
    {
      error: "the second range must start after the first ends",
    },
  );

/** Per weekday: a day not ticked is closed. None at all: no hours are shown. */
export const officeHoursSchema = z.partialRecord(z.enum(weekdays), openDay).default({});

export type OfficeHours = z.output<typeof officeHoursSchema>;
export type SocialLinks = z.output<typeof socialLinksSchema>;
