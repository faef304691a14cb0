import { SMTPServer } from "smtp-server";
import { freePort } from "./free-port.ts";

/** One message as the SMTP server received it. */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  /** The Message-ID header, without angle brackets. */
  messageId: string;
  header(name: string): string | undefined;
  /** The whole message with quoted-printable and encoded words decoded, to look for words in it. */
  decoded: string;
}

/**
 * A real SMTP server (the `smtp-server` package) on a loopback port, for the mail worker's tests:
 * it keeps what it receives, refuses recipients of a given domain for good (550), and can be stopped
 * and started again on the same port to play an SMTP outage.
 */
export async function startSmtpSink(options: { refuseDomain?: string; port?: number } = {}) {
  const port = options.port ?? (await freePort());
  const received: ReceivedMail[] = [];
  let server: SMTPServer | undefined;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS"],
        logger: false,
        onRcptTo(address, _session, callback) {
          if (options.refuseDomain && address.address.endsWith(`@${options.refuseDomain}`)) {
            const error = new Error("Mailbox unavailable") as Error & { responseCode: number };
            error.responseCode = 550;
            callback(error);
          } else callback();
        },
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("end", () => {
            const raw = Buffer.concat(chunks).toString("utf8");
            received.push(parse(raw, session.envelope));
            callback();
          });
        },
      });
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        // From now on an error is one client's (a sender killed mid-message): its mail is not kept.
        server?.off("error", reject);
        server?.on("error", () => undefined);
        resolve();
      });
    });

  const close = () =>
    new Promise<void>((resolve) => {
      if (!server) resolve();
      else server.close(() => resolve());
      server = undefined;
    });

  await listen();
  return { url: `smtp://127.0.0.1:${port}`, received, stop: close, start: listen };
}

function parse(
  raw: string,
  envelope: { mailFrom: false | { address: string }; rcptTo: { address: string }[] },
): ReceivedMail {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? "";
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  const header = (name: string) =>
    unfolded
      .split(/\r?\n/)
      .find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))
      ?.slice(name.length + 1)
      .trim();
  return {
    from: envelope.mailFrom ? envelope.mailFrom.address : "",
    to: envelope.rcptTo.map((r) => r.address),
    raw,
    messageId: (header("Message-ID") ?? "").replace(/^<|>$/g, ""),
    header,
    decoded: decode(raw),
  };
}

const utf8 = (hex: string) => Buffer.from(hex.replace(/[=\s]/g, ""), "hex").toString("utf8");

function decode(raw: string): string {
  return raw
    .replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_, q: string) =>
      q.replace(/_/g, " ").replace(/(=[0-9A-F]{2})+/gi, utf8),
    )
    .replace(/=\?UTF-8\?B\?([^?]*)\?=/gi, (_, b: string) =>
      Buffer.from(b, "base64").toString("utf8"),
    )
    .replace(/=\r?\n/g, "")
    .replace(/(=[0-9A-F]{2})+/g, utf8);
}
