import { useTranslation } from "react-i18next";
import { type BadgeTone, DeskBadge } from "#app/components/ui/desk-badge.tsx";
import { formatDateTime } from "#app/domain/dates.ts";
import { useLanguage } from "#app/i18n/use-language.ts";
import type { LeadCrmView } from "#app/model/admin/lead-page.ts";
import type { CrmDeliveryStatus } from "#app/model/crm/crm-status.ts";

const stateTone: Record<CrmDeliveryStatus | "paused", BadgeTone> = {
  held: "info",
  waiting: "info",
  retrying: "warn",
  paused: "warn",
  delivered: "good",
  failed: "bad",
};

/**
 * Issue 28 "Deliver", ADR 064: where the lead went in the CRM: not set up, waiting, delivered with the
 * CRM's answer, retrying (next attempt, last error), paused and why, or failed with "send again".
 */
export function LeadCrm({ crm, problem }: { crm: LeadCrmView; problem: React.ReactNode }) {
  const { t } = useTranslation("adminLead");
  const language = useLanguage();
  const when = (date: Date) => formatDateTime(date, language);
  return (
    <section className="lead-box" aria-labelledby="lead-crm-heading">
      <h2 id="lead-crm-heading">{t("crm.heading")}</h2>
      {problem}
      {crm.deliveries.length === 0 ? (
        <p className="lead-box__note">{crm.configured ? t("crm.notSent") : t("crm.noneSet")}</p>
      ) : (
        <ul className="lead-mails">
          {crm.deliveries.map((delivery) => {
            const state = delivery.pause ? "paused" : delivery.status;
            return (
              <li key={delivery.id} className="lead-mail">
                <p className="lead-mail__head">
                  <DeskBadge tone={stateTone[state]}>{t(`crm.states.${state}`)}</DeskBadge>
                  <span className="lead-mail__to">{t(`crm.targets.${delivery.target}`)}</span>
                </p>
                <p className="lead-mail__meta">
                  {delivery.deliveredAt
                    ? t("crm.deliveredAt", { when: when(delivery.deliveredAt) })
                    : null}
                  {delivery.status === "retrying" && !delivery.pause
                    ? t("crm.nextAttempt", { when: when(delivery.nextAttemptAt) })
                    : null}
                  {delivery.attempts > 1
                    ? ` · ${t("crm.attempts", { count: delivery.attempts })}`
                    : null}
                </p>
                {delivery.answer ? (
                  <p className="lead-mail__subject">
                    {t("crm.answer", { answer: delivery.answer })}
                  </p>
                ) : null}
                {delivery.pause ? (
                  <p className="lead-mail__error">
                    {t("crm.paused", {
                      when: when(delivery.pause.until),
                      reason: delivery.pause.reason,
                    })}
                  </p>
                ) : delivery.lastError && delivery.status !== "delivered" ? (
                  <p className="lead-mail__error">
                    {t("crm.lastError", { error: delivery.lastError })}
                  </p>
                ) : null}
                {delivery.unknownOutcome && delivery.status === "retrying" ? (
                  <p className="lead-box__note">{t("crm.unknown")}</p>
                ) : null}
                {delivery.status === "failed" ? (
                  <form method="post">
                    <input type="hidden" name="intent" value="resend" />
                    <input type="hidden" name="delivery" value={String(delivery.id)} />
                    <button type="submit" className="button">
                      {t("crm.resend")}
                    </button>
                  </form>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
