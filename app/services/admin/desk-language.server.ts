import { setStaffLanguage } from "#app/data/admin/staff-members.server.ts";
import type { Language } from "#app/i18n/languages.ts";
import { auditAct, type StaffAct, staffObject } from "./staff-act.server.ts";

// docs/requirements.md §17 "the staff member picks" the desk's language: saved on their account, so
// the desk speaks it on every device from the next page on.
export async function setDeskLanguage(act: StaffAct, language: Language): Promise<void> {
  await setStaffLanguage(act.db, act.actorId, language);
  await auditAct(act, {
    action: "account.language",
    object: staffObject(act.actorId),
    detail: { language },
  });
}
