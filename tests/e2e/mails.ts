import { mailListPort } from "./ports.ts";

interface ListedMail {
  to: string[];
  date: string;
  decoded: string;
}

/**
 * The first match of `pattern` in a mail to `to` that the SMTP server received since `since` (a time from
 * Date.now()), once the site's mail worker has delivered it.
 */
export async function mailedMatch(
  to: string,
  pattern: RegExp,
  since: number,
): Promise<RegExpExecArray> {
  for (let tries = 0; tries < 120; tries++) {
    const response = await fetch(`http://127.0.0.1:${mailListPort}/mails`);
    const mails = (await response.json()) as ListedMail[];
    for (const mail of mails) {
      const match = pattern.exec(mail.decoded);
      // The Date header has whole seconds.
      if (match && mail.to.includes(to) && Date.parse(mail.date) >= since - 1000) return match;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no mail to ${to} matching ${pattern} reached the SMTP server`);
}
