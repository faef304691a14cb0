import { useTranslation } from "react-i18next";
import { formatDateTime } from "#app/domain/dates.ts";
import { useLanguage } from "#app/i18n/use-language.ts";
import type { LeadSource as Source } from "#app/model/leads/lead.ts";

/**
 * docs/requirements.md §14, §17: where the visitor came from (UTM parameters, the ad click, the other
 * site, the page they landed on), kept only with their consent to advertising data.
 */
export function LeadSource({
  source,
  receivedAt,
}: {
  source: Source | undefined;
  receivedAt: Date;
}) {
  const { t } = useTranslation("adminLead");
  const language = useLanguage();
  const rows: [string, string][] = source
    ? [
        ...Object.entries(source.utm ?? {}),
        ...(source.gclid ? [[t("source.gclid"), source.gclid] as [string, string]] : []),
        ...(source.referrer ? [[t("source.referrer"), source.referrer] as [string, string]] : []),
        ...(source.landingPage
          ? [[t("source.landingPage"), source.landingPage] as [string, string]]
          : []),
      ]
    : [];
  return (
    <section className="lead-box" aria-labelledby="lead-source-heading">
      <h2 id="lead-source-heading">{t("source.heading")}</h2>
      {source ? (
        <>
          <dl className="lead-facts lead-facts--sent">
            {rows.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd className="lead-facts__code">{value}</dd>
              </div>
            ))}
          </dl>
          <p className="lead-box__note">
            {t("source.consent", { when: formatDateTime(receivedAt, language) })}
          </p>
        </>
      ) : (
        <p className="lead-box__note">{t("source.none")}</p>
      )}
    </section>
  );
}
