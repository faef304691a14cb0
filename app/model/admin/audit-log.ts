import * as z from "zod/mini";
import { brusselsToUtc } from "#app/domain/brussels-time.ts";
import { ownerDeskPath } from "./owner-directory.ts";
import { daySchema, pageNumberSchema } from "./url-filter.ts";

// docs/requirements.md §17 "Audit log": every staff action with who, when, what, the object and the
// address, for admins, newest first, filtered by the URL.

/** The audit log's filters, as the URL holds them. */
export const auditFilterShape = {
  /** The staff member's id. */
  staff: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647)),
  action: z.string().check(z.regex(/^[a-z0-9][a-z0-9.-]{0,47}$/)),
  /** The object's kind ("lead", "owner") and id. */
  kind: z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,31}$/)),
  object: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  /** The first and last day, in the agency's time (Europe/Brussels). */
  from: daySchema,
  to: daySchema,
  page: pageNumberSchema,
};

export interface AuditFilter {
  staff?: number | undefined;
  action?: string | undefined;
  kind?: string | undefined;
  object?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page?: number | undefined;
}

/** The instants a filter's days stand for: from the first day's midnight to the last one's end, in Brussels. */
export function auditPeriod(filter: Pick<AuditFilter, "from" | "to">): {
  since: Date | undefined;
  before: Date | undefined;
} {
  const midnight = (day: string, plusDays: number) => {
    const [year, month, date] = day.split("-").map(Number) as [number, number, number];
    return brusselsToUtc(Date.UTC(year, month - 1, date + plusDays));
  };
  return {
    since: filter.from === undefined ? undefined : midnight(filter.from, 0),
    before: filter.to === undefined ? undefined : midnight(filter.to, 1),
  };
}

/** One row of the audit log. */
export interface AuditEntry {
  id: number;
  at: Date;
  /** None for a failed login with an unknown address. */
  staff: { id: number; name: string | undefined; email: string } | undefined;
  action: string;
  object: { kind: string; id: string } | undefined;
  /** What changed, as the action wrote it (a status, a count, an id). */
  detail: Record<string, unknown> | undefined;
  clientAddress: string;
}

/** An entry's detail in a line: `property 1007, sessionsEnded 1`. */
export function auditDetailText(detail: Record<string, unknown>): string {
  return Object.entries(detail)
    .map(
      ([key, value]) =>
        `${key} ${typeof value === "object" ? JSON.stringify(value) : String(value)}`,
    )
    .join(", ");
}

export const auditDeskPath = "/admin/audit/";

/** The desk page of an audit entry's object, for the kinds that have one. */
export function auditObjectPath(object: { kind: string; id: string }): string | undefined {
  if (!/^[1-9]\d{0,9}$/.test(object.id)) return undefined;
  if (object.kind === "owner") return ownerDeskPath(Number(object.id));
  if (object.kind === "lead") return `/admin/leads/${object.id}/`;
  if (object.kind === "staff") return `/admin/staff/${object.id}/`;
  return undefined;
}
