import type { Kysely } from "kysely";
import { appendStaffAudit } from "#app/data/admin/staff-audit.server.ts";
import {
  findMailMessage,
  mailKinds,
  mailLogPage,
  requeueFailed,
} from "#app/data/mail/mail-log.server.ts";
import type { Database } from "#app/data/schema.ts";
import type { MailLogEntry, MailLogFilter, MailMessage } from "#app/model/admin/mail-log.ts";
import { deskPageSize } from "#app/model/admin/url-filter.ts";

// The desk's mail log (docs/requirements.md §17 "Mail log", ADR 054): the outbox read page by page, a
// message whole, and "send again" for one the worker gave up on.

export interface MailLog {
  entries: MailLogEntry[];
  total: number;
  page: number;
  pages: number;
  /** The kinds the outbox holds, for the filter. */
  kinds: string[];
}

export async function mailLog(db: Kysely<Database>, filter: MailLogFilter): Promise<MailLog> {
  const offset = (filter.page - 1) * deskPageSize;
  const [{ entries, total }, kinds] = await Promise.all([
    mailLogPage(db, filter, { offset, limit: deskPageSize }),
    mailKinds(db),
  ]);
  return {
    entries,
    total,
    page: filter.page,
    pages: Math.max(1, Math.ceil(total / deskPageSize)),
    kinds,
  };
}

export function mailMessage(db: Kysely<Database>, id: number): Promise<MailMessage | undefined> {
  return findMailMessage(db, id);
}

export type ResendOutcome = "queued" | "not-found" | "not-failed";

/** Queues a failed mail again (audited "mail.resend"); any other state changes nothing. */
export async function resendMail(
  db: Kysely<Database>,
  id: number,
  who: { staffId: number; clientAddress: string },
  now: Date,
): Promise<ResendOutcome> {
  const queued = await db.transaction().execute(async (trx) => {
    if (!(await requeueFailed(trx, id, now))) return false;
    await appendStaffAudit(
      trx,
      { ...who, action: "mail.resend", object: { kind: "mail", id } },
      now,
    );
    return true;
  });
  if (queued) return "queued";
  return (await findMailMessage(db, id)) ? "not-failed" : "not-found";
}
