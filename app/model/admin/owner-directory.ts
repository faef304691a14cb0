import * as z from "zod/mini";
import { pageNumberSchema } from "./url-filter.ts";

// docs/requirements.md §17 "Owners": the desk's list of owner accounts and one owner's page.

/** The owners list's filters, as the URL holds them (`?q=...&never=1&nopassword=1&page=2`). */
export const ownerFilterShape = {
  /** Free text over the name, e-mail address, username and CRM id. */
  q: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  /** Only owners who never logged in. */
  never: z.literal("1"),
  /** Only owners without a password (imported, never invited or never answered). */
  nopassword: z.literal("1"),
  page: pageNumberSchema,
};

export interface OwnerFilter {
  q?: string | undefined;
  never?: "1" | undefined;
  nopassword?: "1" | undefined;
  page?: number | undefined;
}

/** An owner as the list shows them. */
export interface OwnerSummary {
  id: number;
  name: string;
  email: string;
  crmId: number | undefined;
  properties: number;
  lastLoginAt: Date | undefined;
  twoStep: boolean;
  passwordSet: boolean;
  disabled: boolean;
}

/** An owner as their desk page shows them. */
export interface OwnerDetail extends OwnerSummary {
  username: string | undefined;
  language: string | undefined;
  createdAt: Date;
  disabledAt: Date | undefined;
  propertyIds: number[];
}

/** The desk's owner pages (docs/requirements.md §17): the list, an owner, their portal as they see it. */
export const ownersDeskPath = "/admin/owners/";
export const ownerDeskPath = (id: number) => `${ownersDeskPath}${id}/`;
export const ownerPortalDeskPath = (id: number, propertyId?: number) =>
  `${ownerDeskPath(id)}portal/${propertyId === undefined ? "" : `${propertyId}/`}`;

/** What an owner's page may say after one of its actions (the 303's `?done=`). */
export const ownerActionNotices = [
  "invited",
  "disabled",
  "enabled",
  "reset",
  "alreadyDisabled",
  "notDisabled",
  "noTwoStep",
  "inviteDisabled",
  "noSite",
] as const;
export type OwnerActionNotice = (typeof ownerActionNotices)[number];

/** The actions an owner's page posts (`intent`). */
export const ownerActionSchema = z.object({
  intent: z.enum(["invite", "disable", "enable", "reset-2fa"]),
});
