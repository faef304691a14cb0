import { useTranslation } from "react-i18next";
import type { VisitFigures as Figures, PortalHistory } from "#app/model/owners/portal-view.ts";
import { AgencyContactSection } from "./agency-contact-section.tsx";
import { HistoryTables } from "./history-tables.tsx";
import type { OwnedPropertySummary } from "./owned-properties.tsx";
import { VisitChart } from "./visit-chart.tsx";
import { VisitFigures } from "./visit-figures.tsx";
import { VisitSources } from "./visit-sources.tsx";

/** One property of the owner: its visit figures, the 30-day chart, sources, then its history. */
export function OwnedProperty({
  property,
  contact,
}: {
  property: OwnedPropertySummary & { figures: Figures; history: PortalHistory };
  /** The agency's contact card. */
  contact: React.ReactNode;
}) {
  const { t } = useTranslation("owners");
  const { id, figures, history } = property;
  return (
    <div className="container owner-portal">
      <section className="owner-section" aria-labelledby="owner-visits">
        <h2 id="owner-visits">{t("stats.heading")}</h2>
        <VisitFigures figures={figures} />
        <div className="owner-visits">
          <VisitChart propertyId={id} daily={figures.daily} />
          <VisitSources sources={figures.bySource} />
        </div>
      </section>
      <HistoryTables history={history} />
      {contact ? (
        <AgencyContactSection agent={history.onlineMedia[0]?.contact}>
          {contact}
        </AgencyContactSection>
      ) : null}
    </div>
  );
}
