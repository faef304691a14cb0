// "Send a test mail" says in words what is wrong with the SMTP settings (docs/requirements.md §17
// "Mail log", ADR 054): nodemailer's error, read by its code, the SMTP command it failed at and the
// server's reply code.

export const smtpProblems = [
  "login-refused",
  "login-required",
  "unknown-host",
  "connection-refused",
  "tls",
  "timeout",
  "recipient-refused",
  "other",
] as const;
export type SmtpProblem = (typeof smtpProblems)[number];

interface NodemailerError {
  code?: unknown;
  command?: unknown;
  responseCode?: unknown;
  message?: unknown;
}

const tlsWords = /\b(tls|ssl|certificate|cert_|wrong version number|handshake)/i;

export function smtpProblemOf(error: unknown): SmtpProblem {
  const { code, command, responseCode, message } = (error ?? {}) as NodemailerError;
  const text = typeof message === "string" ? message : "";
  if (code === "EAUTH") return "login-refused";
  // 530: "authentication required" when the settings name no user.
  if (responseCode === 530) return "login-required";
  if (code === "EDNS" || /\b(ENOTFOUND|EAI_AGAIN)\b/.test(text)) return "unknown-host";
  if (/\bECONNREFUSED\b/.test(text)) return "connection-refused";
  if (code === "ETLS" || tlsWords.test(text)) return "tls";
  if (code === "ETIMEDOUT" || /\b(timeout|timed out|ETIMEDOUT)\b/i.test(text)) return "timeout";
  if (command === "RCPT TO") return "recipient-refused";
  return "other";
}

/**
 * The technical line shown under the words: the server's reply or the system's error, on one line and
 * short. nodemailer's messages name the host and port, never the password of the URL.
 */
export function smtpProblemDetail(error: unknown): string {
  const { message } = (error ?? {}) as NodemailerError;
  const text = typeof message === "string" ? message : String(error);
  return text.replace(/\s+/g, " ").trim().slice(0, 300);
}
