import { useTranslation } from "react-i18next";
import type { InputConstraints } from "#app/model/forms/html-constraints.ts";
import type { GuardView } from "#app/model/guard/guard.ts";
import type { DocumentRequestField } from "#app/model/leads/document-request.ts";
import { EnquirySection } from "./enquiry-section.tsx";
import { LeadForm } from "./lead-form.tsx";
import { ConsentFields, PersonFields, usePersonLabels } from "./person-fields.tsx";
import { useLeadForm } from "./use-lead-form.ts";

export interface DocumentRequestFormProps {
  constraints: Record<DocumentRequestField, InputConstraints>;
  privacyUrl: string;
  guard: GuardView;
  /** The property's documents, by name: none, and the form is not offered. */
  names: string[];
  /** The documents went out: the section says so in place of the form. */
  sent: boolean;
}

/** docs/requirements.md §14, §2 Property detail: "request the documents" (`?form=documents`), answered in place. */
export function DocumentRequestForm(props: DocumentRequestFormProps) {
  const { t } = useTranslation("leads");
  const { fetcher, form } = useLeadForm("document-request", props.constraints);
  const labels = usePersonLabels();
  // docs/requirements.md §8 "no documents found": said only to a request made anyway (a page the agency changed since).
  if (props.names.length === 0)
    return form.failure ? (
      <p className="notice" id="property-documents" role="alert">
        {t("documents.errors.none")}
      </p>
    ) : null;
  return (
    <EnquirySection
      id="property-documents"
      heading={t("documents.heading")}
      intro={t("documents.intro")}
      folded={{ open: props.sent || form.failure !== undefined }}
    >
      <ul className="enquiry__documents">
        {props.names.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
      {props.sent ? (
        <p className="notice" role="status">
          {t("documents.sent")}
        </p>
      ) : (
        <LeadForm
          fetcher={fetcher}
          form={form}
          labels={labels}
          guard={props.guard}
          send={t("documents.send")}
          action="?form=documents"
        >
          <PersonFields form={form} />
          <ConsentFields form={form} privacyUrl={props.privacyUrl} />
        </LeadForm>
      )}
    </EnquirySection>
  );
}
