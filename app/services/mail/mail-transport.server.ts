import { createHash } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";
import { isPermanentSmtpCode } from "#app/domain/mail-retry.ts";
import type { QueuedMail } from "#app/model/leads/lead.ts";

/** Sends one mail; throws a MailError saying whether trying again may help. */
export interface MailTransport {
  send(mail: QueuedMail): Promise<void>;
  close(): void;
}

export class MailError extends Error {
  override name = "MailError";
  readonly permanent: boolean;
  constructor(message: string, permanent: boolean) {
    super(message);
    this.permanent = permanent;
  }
}

/**
 * The message as nodemailer builds it. Everything that could change between two attempts is fixed
 * by the stored message: the Message-ID (the idempotency key), the date it was queued and the MIME
 * boundaries, so a resend after a crash is byte for byte the same mail (ADR 022).
 */
function mailOptions(mail: QueuedMail) {
  return {
    messageId: `<${mail.messageId}>`,
    date: mail.queuedAt,
    baseBoundary: createHash("sha256").update(mail.messageId).digest("hex").slice(0, 16),
    from: mail.from,
    to: mail.to,
    replyTo: mail.replyTo,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
  };
}

/** SMTP_URL (smtp:// or smtps://, with credentials if the server wants them). */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return {
    async send(mail) {
      try {
        await transporter.sendMail(mailOptions(mail));
      } catch (error) {
        const { responseCode, message } = error as { responseCode?: unknown; message?: string };
        throw new MailError(String(message ?? error), isPermanentSmtpCode(responseCode));
      }
    },
    close: () => transporter.close(),
  };
}

/**
 * Without SMTP_URL: each mail becomes `<Message-ID>.eml` in the folder (docs/operations.md "Mail"),
 * written aside and renamed, so a file there is always whole; a resend overwrites the same file.
 */
export function folderTransport(dir: string): MailTransport {
  const transporter = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "unix",
  });
  return {
    async send(mail) {
      const info = await transporter.sendMail(mailOptions(mail));
      await mkdir(dir, { recursive: true });
      const file = join(dir, `${mail.messageId.replace(/[^\w.@-]/g, "_")}.eml`);
      await writeFile(`${file}.tmp`, info.message as Buffer);
      await rename(`${file}.tmp`, file);
    },
    close: () => transporter.close(),
  };
}
