import type { Kysely } from "kysely";
import { queueMails } from "#app/data/mail/outbox.server.ts";
import {
  findOwnerForReset,
  findUsableReset,
  resetPassword,
  saveReset,
} from "#app/data/owners/password-resets.server.ts";
import type { Database } from "#app/data/schema.ts";
import { type PasswordProblem, passwordProblem } from "#app/domain/password-rules.ts";
import { mailAddress } from "#app/features/mail/lead-mails.ts";
import { mailBrand } from "#app/features/mail/mail-brand.ts";
import { renderMail } from "#app/features/mail/render-mail.ts";
import type { Language } from "#app/i18n/languages.ts";
import { messages } from "#app/locales/messages.server.ts";
import type { SiteConfig } from "#app/model/config/site-config.ts";
import type { RefusalReason } from "#app/model/guard/guard.ts";
import type { NewPassword, ResetRequest } from "#app/model/owners/password-reset.ts";
import { pageUrl } from "#app/routing/route-table.ts";
import { newToken, tokenHash } from "#app/services/accounts/link-tokens.server.ts";
import { hashPassword } from "#app/services/accounts/passwords.server.ts";
import { screenSubmission } from "#app/services/guard/screen-submission.server.ts";
import type { LoginFacts } from "./login-facts.server.ts";
import { endOwnerSessions } from "./session.server.ts";

// docs/requirements.md §15 "forgotten password": a single-use link by e-mail (through the outbox, ADR 030), valid one
// hour, then the new password twice, long enough and not a common one. The request's answer is the
// same whether an account matches or not, and counts against the guard's limits (ADR 023).

const linkLifetimeMs = 60 * 60 * 1000;
/** The request form's name: its own rate limit (ADR 023). */
export const resetRequestForm = "password-reset";

/** A refused request is answered as the guard says; every other one, an owner's or not, as sent. */
export type ResetRequestOutcome = { sent: true } | { refused: Exclude<RefusalReason, "honeypot"> };

export async function requestReset(
  facts: Pick<LoginFacts, "db" | "config" | "language" | "origin" | "clientAddress">,
  request: { value: ResetRequest; fields: FormData },
  now: Date,
): Promise<ResetRequestOutcome> {
  const { db, config, language, origin } = facts;
  const screening = await screenSubmission({
    db,
    form: resetRequestForm,
    address: facts.clientAddress,
    fields: request.fields,
  });
  if (screening.verdict === "refused" && screening.reason !== "honeypot")
    return { refused: screening.reason };
  const owner =
    screening.verdict === "refused" ? undefined : await findOwnerForReset(db, request.value.login);
  if (owner && config) {
    const texts = messages[language].owners.passwordReset.mail;
    await mailPasswordLink(
      { db, config, language, origin },
      owner,
      { texts, lifetimeMs: linkLifetimeMs },
      now,
    );
  }
  return { sent: true };
}

/** What the mail of a set-password link says; the link itself is always the reset page's. */
export interface PasswordLinkMail {
  texts: { subject: string; intro: string; button: string; notYou: string };
  lifetimeMs: number;
}

/**
 * Queues a mail with a new single-use link to the reset page for this owner, in one transaction with
 * the link: the forgotten-password mail, and the desk's invitation (ADR 055), which says it otherwise
 * and lasts longer. An owner without a password yet sets their first one with it.
 */
export async function mailPasswordLink(
  facts: { db: Kysely<Database>; config: SiteConfig; language: Language; origin: string },
  owner: { id: number; email: string; display_name: string },
  { texts, lifetimeMs }: PasswordLinkMail,
  now: Date,
): Promise<void> {
  const { db, config, language, origin } = facts;
  const brand = mailBrand(config, language, origin);
  const token = newToken();
  const mail = {
    kind: "password-reset" as const,
    messageId: `${newToken()}@${new URL(origin).hostname}`,
    from: mailAddress(brand.name, config.agency.email),
    to: mailAddress(owner.display_name, owner.email),
    subject: texts.subject,
    ...renderMail({
      language,
      brand,
      preheader: texts.intro,
      paragraphs: [texts.intro],
      links: [
        {
          label: texts.button,
          url: `${origin}${pageUrl("ownerPasswordReset", language)}?token=${token}`,
        },
      ],
      rows: [],
      closing: [texts.notYou, brand.name],
      visitSite: messages[language].leads.mail.visitSite,
    }),
  };
  await db.transaction().execute(async (trx) => {
    await saveReset(trx, {
      tokenHash: tokenHash(token),
      ownerId: owner.id,
      expiresAt: new Date(now.getTime() + lifetimeMs),
      now,
    });
    await queueMails(trx, [mail], now, null);
  });
}

export type NewPasswordOutcome =
  | { saved: true }
  /** The link is unknown, used or out of date. */
  | { invalid: true }
  | { problem: PasswordProblem };

export async function setNewPassword(
  db: Kysely<Database>,
  value: NewPassword,
  now: Date,
): Promise<NewPasswordOutcome> {
  const hash = tokenHash(value.token);
  const owner = await findUsableReset(db, hash, now);
  if (!owner) return { invalid: true };
  const problem = passwordProblem(value.password, owner);
  if (problem) return { problem };
  const saved = await resetPassword(db, {
    tokenHash: hash,
    ownerId: owner.id,
    passwordHash: await hashPassword(value.password),
    now,
  });
  if (!saved) return { invalid: true };
  // ADR 036: a new password ends every session of the owner, a stolen one included.
  await endOwnerSessions(db, owner.id, {}, now);
  return { saved: true };
}
