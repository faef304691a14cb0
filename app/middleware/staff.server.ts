import { createContext } from "react-router";
import type { Language } from "#app/i18n/languages.ts";
import type { StaffRole } from "#app/model/admin/staff-account.ts";

// The staff desk's guard (docs/requirements.md §17): who is logged in at the desk, for every route
// under /admin/ but its login and set-password pages.

export interface LoggedInStaff {
  id: number;
  email: string;
  name: string | undefined;
  role: StaffRole;
  /** The desk's language, the member's own choice. */
  language: Language;
  /** The session of this request (its row id). */
  sessionId: number;
}
export const staffContext = createContext<LoggedInStaff>();
