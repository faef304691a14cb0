import { useTranslation } from "react-i18next";
import type { LeadIntent } from "#app/model/admin/lead-actions.ts";
import type { LeadPageView } from "#app/model/admin/lead-page.ts";
import { type LeadActionError, LeadActions } from "./lead-actions.tsx";
import { LeadCrm } from "./lead-crm.tsx";
import { LeadFields } from "./lead-fields.tsx";
import { LeadMails } from "./lead-mails.tsx";
import { LeadSource } from "./lead-source.tsx";
import { LeadSummary, StatusBadge } from "./lead-summary.tsx";
import { LeadTimeline } from "./lead-timeline.tsx";
import { ListingCard } from "./listing-card.tsx";

interface LeadPageProps {
  view: LeadPageView;
  /** The action just saved (the 303 back says which), for a short confirmation. */
  saved: LeadIntent | undefined;
  error: LeadActionError | undefined;
  note: string | undefined;
}

/** docs/requirements.md §17 (a lead's page), ADR 052: the lead, its context, and what to do with it. */
export function LeadPage({ view, saved, error, note }: LeadPageProps) {
  const { t } = useTranslation("adminLead");
  return (
    <div className="lead-page">
      <header className="lead-page__head">
        <p className="lead-page__back">
          <a href="/admin/leads/">{t("inbox")}</a>
        </p>
        <h1>
          {t("title", { id: String(view.id) })}
          <span className="lead-page__form">{view.formName}</span>
        </h1>
        <StatusBadge status={view.status} />
        {saved ? (
          <p className="lead-page__saved" role="status">
            {t(`actions.saved.${saved}`)}
          </p>
        ) : null}
      </header>
      <div className="lead-page__side">
        <LeadSummary view={view} />
        <LeadActions view={view} error={error} note={note} />
      </div>
      <div className="lead-page__main">
        <LeadFields fields={view.fields} />
        {view.listings.map((card) => (
          <ListingCard key={card.kind} card={card} />
        ))}
        <LeadSource source={view.source} receivedAt={view.receivedAt} />
        <LeadMails mails={view.mails} />
        <LeadCrm
          crm={view.crm}
          problem={
            error?.intent === "resend" ? (
              <p className="field__error" role="alert">
                {t(`errors.${error.problem}`)}
              </p>
            ) : null
          }
        />
        <LeadTimeline entries={view.timeline} formName={view.formName} />
      </div>
    </div>
  );
}
