import { useTranslation } from "react-i18next";
import { Field } from "#app/components/ui/form/field.tsx";
import type { InputConstraints } from "#app/model/forms/html-constraints.ts";
import type { GuardView } from "#app/model/guard/guard.ts";
import type { SendToFriendField } from "#app/model/leads/send-to-friend.ts";
import { EnquirySection } from "./enquiry-section.tsx";
import { LeadForm } from "./lead-form.tsx";
import { PrivacyField, usePersonLabels } from "./person-fields.tsx";
import { useLeadForm } from "./use-lead-form.ts";

export interface SendToFriendFormProps {
  constraints: Record<SendToFriendField, InputConstraints>;
  privacyUrl: string;
  guard: GuardView;
}

/** docs/requirements.md §14, §2 Property detail: "send this property to a friend" (`?form=friend`). */
export function SendToFriendForm({ constraints, privacyUrl, guard }: SendToFriendFormProps) {
  const { t } = useTranslation("leads");
  const { fetcher, form } = useLeadForm("send-to-friend", constraints);
  const person = usePersonLabels();
  const labels: Record<SendToFriendField, string> = {
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    privacy: person.privacy,
    friendEmail: t("sendToFriend.fields.friendEmail"),
    message: t("sendToFriend.fields.message"),
  };
  return (
    <EnquirySection
      id="property-friend"
      heading={t("sendToFriend.heading")}
      intro={t("sendToFriend.intro")}
      folded={{ open: form.failure !== undefined }}
    >
      <LeadForm
        fetcher={fetcher}
        form={form}
        labels={labels}
        guard={guard}
        send={t("sendToFriend.send")}
        action="?form=friend"
      >
        {/* ADR 034: the form takes only a solved captcha, which needs JavaScript; without it the
            page's share links (an e-mail of the visitor's own among them) do the same. */}
        <noscript>
          <p className="lead-form__note">
            {t("sendToFriend.noScript")} <a href="#share-title">{t("sendToFriend.shareLinks")}</a>
          </p>
        </noscript>
        <Field {...form.field("friendEmail")} label={labels.friendEmail} type="email" />
        <Field
          {...form.field("message")}
          label={`${labels.message} (${t("form.optional")})`}
          hint={t("sendToFriend.fields.messageHint")}
        >
          {(control) => <textarea {...control} rows={3} />}
        </Field>
        <div className="lead-form__pair">
          <Field {...form.field("firstName")} label={labels.firstName} autoComplete="given-name" />
          <Field {...form.field("lastName")} label={labels.lastName} autoComplete="family-name" />
        </div>
        <Field {...form.field("email")} label={labels.email} autoComplete="email" />
        <PrivacyField form={form} privacyUrl={privacyUrl} />
      </LeadForm>
    </EnquirySection>
  );
}
