import * as z from "zod/mini";
import { pageNumberSchema, readUrlFilter } from "./url-filter.ts";

// The desk's mail log (docs/requirements.md §17 "Mail log", ADR 054): every outbox message with its state.

/**
 * A message's state as staff read it: the outbox's status, with a queued message that failed before
 * (it has a last error) shown as `retrying`.
 */
export const mailStates = ["queued", "retrying", "held", "paused", "sent", "failed"] as const;
export type MailState = (typeof mailStates)[number];

/** The filters of the list, from its URL; a value that does not fit is ignored (the whole list). */
export interface MailLogFilter {
  state: MailState | undefined;
  kind: string | undefined;
  page: number;
}

const mailLogFilterShape = {
  state: z.enum(mailStates),
  // Kinds are the outbox's own names ("agency-notification"); the list offers the ones it holds.
  kind: z.string().check(z.regex(/^[a-z][a-z-]{0,47}$/)),
  page: pageNumberSchema,
};

export function readMailLogFilter(params: URLSearchParams): MailLogFilter {
  const { state, kind, page } = readUrlFilter(mailLogFilterShape, params);
  return { state, kind, page: page ?? 1 };
}

/** One line of the list. */
export interface MailLogEntry {
  id: number;
  kind: string;
  to: string;
  subject: string;
  state: MailState;
  attempts: number;
  queuedAt: Date;
  sentAt: Date | undefined;
  /** For a retrying message: when it is tried next, and what the SMTP server last answered. */
  nextAttemptAt: Date | undefined;
  lastError: string | undefined;
}

/** A message whole, as the desk shows it. */
export interface MailMessage extends MailLogEntry {
  leadId: number | undefined;
  messageId: string;
  from: string;
  replyTo: string | undefined;
  html: string;
  text: string;
}
