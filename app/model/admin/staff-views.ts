import { formatDateTime } from "#app/domain/dates.ts";
import type { Language } from "#app/i18n/languages.ts";
import type { StaffAccount, StaffRole } from "./staff-account.ts";

// docs/requirements.md §17, ADR 050: the staff page's rows and a member's page, as plain values with
// dates in the agency's time (their sessions: model/owners/sessions.ts, sessionViews).

export const staffListPath = "/admin/staff/";
export const accountPath = "/admin/account/";
export const staffMemberPath = (id: number) => `${staffListPath}${id}/`;

/** One member in the staff list. */
export interface StaffRow {
  id: number;
  name: string | undefined;
  email: string;
  role: StaffRole;
  twoStep: boolean;
  passwordSet: boolean;
  lastLogin: string | undefined;
  disabled: boolean;
  /** The member looking at the page. */
  you: boolean;
}

/** A member's own page: the row's facts and more. */
export interface StaffMemberView extends StaffRow {
  language: Language;
  created: string;
}

export function staffRow(
  account: StaffAccount & { lastLoginAt?: Date | undefined },
  { language, viewerId }: { language: Language; viewerId: number },
): StaffRow {
  return {
    id: account.id,
    name: account.name,
    email: account.email,
    role: account.role,
    twoStep: account.twoStep,
    passwordSet: account.passwordSet,
    lastLogin: account.lastLoginAt && formatDateTime(account.lastLoginAt, language),
    disabled: account.disabledAt !== undefined,
    you: account.id === viewerId,
  };
}

export function staffMemberView(
  account: StaffAccount & { lastLoginAt?: Date | undefined },
  viewer: { language: Language; viewerId: number },
): StaffMemberView {
  return {
    ...staffRow(account, viewer),
    language: account.language,
    created: formatDateTime(account.createdAt, viewer.language),
  };
}
