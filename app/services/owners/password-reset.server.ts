import { data, type RouterContextProvider, redirect } from "react-router";
import { dbContext, requestContext, siteContext, visitorContext } from "#app/contexts.ts";
import { queueMails } from "#app/data/mail/outbox.server.ts";
import {
  findOwnerForReset,
  findUsableReset,
  resetPassword,
  saveReset,
} from "#app/data/owners/password-resets.server.ts";
import { passwordProblem } from "#app/domain/password-rules.ts";
import { mailAddress } from "#app/features/mail/lead-mails.ts";
import { mailBrand } from "#app/features/mail/mail-brand.ts";
import { renderMail } from "#app/features/mail/render-mail.ts";
import { parseForm } from "#app/http/form.server.ts";
import { guardRefusal } from "#app/http/guard-refusal.server.ts";
import { messages } from "#app/locales/messages.server.ts";
import { newPasswordSchema, resetRequestSchema } from "#app/model/owners/password-reset.ts";
import { pageUrl } from "#app/routing/route-table.ts";
import { screenSubmission } from "#app/services/guard/screen-submission.server.ts";
import { newToken, tokenHash } from "./link-tokens.server.ts";
import { hashPassword } from "./passwords.server.ts";
import { endOwnerSessions } from "./session.server.ts";

// docs/requirements.md §15 "forgotten password": a single-use link by e-mail (through the outbox, ADR 030), valid one
// hour, then the new password twice, long enough and not a common one. The request's answer is the
// same whether an account matches or not, and counts against the guard's limits (ADR 023).

const linkLifetimeMs = 60 * 60 * 1000;
const requestForm = "password-reset";

export async function requestReset(request: Request, context: Readonly<RouterContextProvider>) {
  const { value, form, failure } = await parseForm(request, resetRequestSchema, requestForm);
  if (failure) return failure;
  const db = context.get(dbContext);
  const { origin, clientAddress } = context.get(requestContext);
  const screening = await screenSubmission({
    db,
    form: requestForm,
    address: clientAddress,
    fields: form,
  });
  if (screening.verdict === "refused" && screening.reason !== "honeypot")
    return guardRefusal(screening.reason, form, requestForm);
  const owner =
    screening.verdict === "refused" ? undefined : await findOwnerForReset(db, value.login);
  const { config } = context.get(siteContext);
  if (owner && config) {
    const { language } = context.get(visitorContext);
    const texts = messages[language].owners.passwordReset.mail;
    const brand = mailBrand(config, language, origin);
    const token = newToken();
    const now = new Date();
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
        expiresAt: new Date(now.getTime() + linkLifetimeMs),
        now,
      });
      await queueMails(trx, [mail], now, null);
    });
  }
  return { sent: true };
}

export async function setNewPassword(request: Request, context: Readonly<RouterContextProvider>) {
  const formName = "new-password";
  const { value, failure } = await parseForm(request, newPasswordSchema, formName);
  if (failure) return failure;
  const db = context.get(dbContext);
  const hash = tokenHash(value.token);
  const now = new Date();
  const invalid = () => data({ invalid: true as const }, { status: 400 });
  const owner = await findUsableReset(db, hash, now);
  if (!owner) return invalid();
  const problem = passwordProblem(value.password, owner);
  if (problem)
    return data(
      {
        errors: { password: `owners:passwordReset.errors.${problem}` },
        values: { token: value.token },
        formName,
      },
      { status: 400 },
    );
  const saved = await resetPassword(db, {
    tokenHash: hash,
    ownerId: owner.id,
    passwordHash: await hashPassword(value.password),
    now,
  });
  if (!saved) return invalid();
  // ADR 036: a new password ends every session of the owner, a stolen one included.
  await endOwnerSessions(db, owner.id, {}, now);
  const { language } = context.get(visitorContext);
  return redirect(`${pageUrl("ownerLogin", language)}?reset`, 303);
}
