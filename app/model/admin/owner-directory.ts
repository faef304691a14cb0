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
