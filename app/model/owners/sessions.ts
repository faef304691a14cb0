import { formatDateTime } from "#app/domain/dates.ts";
import { deviceOf } from "#app/domain/user-agent-device.ts";
import type { Language } from "#app/i18n/languages.ts";

// ADR 036: the owner's open sessions on the login security page, each can be ended, or
// every one but this device's at once. Each form posts to `?do=` its name, like the two-step forms.

export const sessionActions = ["end-session", "end-others"] as const;
export type SessionAction = (typeof sessionActions)[number];

/** A session as the security page lists it; the device's words are the page's to say. */
export interface SessionView {
  id: number;
  browser: string | undefined;
  system: string | undefined;
  address: string;
  started: string;
  seen: string;
  current: boolean;
}

/**
 * An account's open sessions as a list shows them, this device's first, the times in the agency's:
 * the owner's security page, and the desk's staff and account pages (ADR 050).
 */
export function sessionViews(
  sessions: {
    id: number;
    startedAt: number;
    seenAt: number;
    clientAddress: string;
    userAgent: string;
  }[],
  { language, currentId }: { language: Language; currentId: number },
): SessionView[] {
  const when = (ms: number) => formatDateTime(new Date(ms), language);
  return sessions
    .map((session) => ({
      id: session.id,
      ...deviceOf(session.userAgent),
      address: session.clientAddress,
      started: when(session.startedAt),
      seen: when(session.seenAt),
      current: session.id === currentId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}
