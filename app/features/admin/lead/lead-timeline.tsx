import { useTranslation } from "react-i18next";
import { formatDateTime } from "#app/domain/dates.ts";
import { useLanguage } from "#app/i18n/use-language.ts";
import type { TimelineEntry } from "#app/model/admin/lead-page.ts";
import { staffLabel } from "#app/model/admin/lead-record.ts";

/** docs/requirements.md §17, ADR 052: the lead's arrival, then every note, status change and assignment, by whom. */
export function LeadTimeline({
  entries,
  formName,
}: {
  entries: TimelineEntry[];
  formName: string;
}) {
  const { t } = useTranslation("adminLead");
  const language = useLanguage();
  const what = (entry: TimelineEntry) => {
    switch (entry.kind) {
      case "arrived":
        return t("timeline.arrived", { form: formName });
      case "note":
        return t("timeline.note");
      case "status":
        return t("timeline.status", { status: t(`statuses.${entry.status}`) });
      case "assign":
        return entry.assignee
          ? t("timeline.assigned", {
              name: staffLabel(entry.assignee) || t("timeline.formerStaff"),
            })
          : t("timeline.unassigned");
    }
  };
  const who = (entry: TimelineEntry) => {
    if (entry.kind === "arrived") return t("timeline.visitor");
    return t("timeline.by", {
      name: entry.by ? staffLabel(entry.by) : t("timeline.formerStaff"),
    });
  };
  return (
    <section className="lead-box" aria-labelledby="lead-timeline-heading">
      <h2 id="lead-timeline-heading">{t("timeline.heading")}</h2>
      <ol className="lead-timeline">
        {entries.map((entry) => (
          <li
            key={entry.key}
            className={`lead-timeline__entry lead-timeline__entry--${entry.kind}`}
          >
            <p className="lead-timeline__what">
              <strong>{what(entry)}</strong>{" "}
              <span className="lead-timeline__who">{who(entry)}</span>
            </p>
            <time className="lead-timeline__when" dateTime={entry.at.toISOString()}>
              {formatDateTime(entry.at, language)}
            </time>
            {entry.kind === "note" ? <p className="lead-timeline__note">{entry.text}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
