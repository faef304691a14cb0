import { useTranslation } from "react-i18next";
import { DeskBadge, mailStateTone } from "#app/components/ui/desk-badge.tsx";
import type { MailState } from "#app/model/admin/mail-log.ts";

// A mail's state as a badge (docs/requirements.md §17 "Mail log"): its word, never its colour alone.
export function MailStateBadge({ state }: { state: MailState }) {
  const { t } = useTranslation("adminOps");
  return <DeskBadge tone={mailStateTone[state]}>{t(`mail.states.${state}`)}</DeskBadge>;
}

/** A mail kind's name in the desk's language; a kind the texts do not know yet shows as stored. */
export function useMailKindLabel(): (kind: string) => string {
  const { t } = useTranslation("adminOps");
  return (kind) => t(`mail.kinds.${kind}`, { defaultValue: kind });
}
