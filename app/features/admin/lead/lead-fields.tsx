import { useTranslation } from "react-i18next";
import type { LabelledField } from "#app/model/admin/lead-fields.ts";

/** docs/requirements.md §17, ADR 052: every field of the lead as the visitor sent it, none left out. */
export function LeadFields({ fields }: { fields: LabelledField[] }) {
  const { t } = useTranslation("adminLead");
  return (
    <section className="lead-box" aria-labelledby="lead-fields-heading">
      <h2 id="lead-fields-heading">{t("fields.heading")}</h2>
      <dl className="lead-facts lead-facts--sent">
        {fields.map((field) => (
          <div key={field.key}>
            <dt>{field.label}</dt>
            <dd>{field.value === "" ? "—" : field.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
