import type { z } from "zod";
import { type SiteConfig, siteConfigSchema } from "#app/model/config/site-config.ts";

// Issue 27 "Settings": the site configuration's top-level groups (each a document of kind "settings",
// ADR 056) in the order an agency sets up its site: who it is, how the site looks, its home page, then
// its rules.

export type SettingsGroup = keyof SiteConfig;

export const settingsGroups = [
  "agency",
  "languages",
  "theme",
  "topBar",
  "header",
  "footer",
  "homeBanner",
  "searchBlock",
  "pageBanner",
  "listings",
  "visits",
  "cookieConsent",
  "siteInfo",
  "seo",
  "map",
  "partnerVideoHosts",
  "mailLimits",
  "crm",
] as const satisfies readonly SettingsGroup[];

export function isSettingsGroup(key: string): key is SettingsGroup {
  return (settingsGroups as readonly string[]).includes(key);
}

/** The group's own schema, the one its draft must pass. */
export const groupSchema = (group: SettingsGroup) =>
  siteConfigSchema.shape[group] as unknown as z.ZodType;

export const settingsPath = "/admin/settings/";
export const settingsGroupPath = (group: SettingsGroup) => `${settingsPath}${group}/`;
/** The history page of a group (ADR 056), built beside this editor. */
export const settingsHistoryPath = (group: SettingsGroup) => `/admin/history/settings/${group}/`;
export const previewPath = "/admin/preview/";
