import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { ErrorSummary } from "#app/components/ui/form/error-summary.tsx";
import { Field } from "#app/components/ui/form/field.tsx";
import { SubmitButton } from "#app/components/ui/form/submit-button.tsx";
import { useCheckedForm } from "#app/components/ui/form/use-checked-form.ts";
import type { QrCode } from "#app/domain/qr-code.ts";
import { accountPath } from "#app/model/admin/staff-views.ts";
import type { InputConstraints } from "#app/model/forms/html-constraints.ts";
import type { FormFailure } from "#app/model/forms/submission.ts";
import { DeskCodeForm } from "./desk-code-form.tsx";
import { RecoveryCodes, TwoStepSetup } from "./two-step-setup.tsx";

// docs/requirements.md §17, ADR 049: the account page's two-step login. Required for an admin; an agent
// turns it on with the login's own setup (recovery codes shown once) or cancels that setup, and turns
// it off with the password. Both get new recovery codes with the password, shown once like at setup.

export interface AccountTwoStep {
  required: boolean;
  /** When it was turned on; absent while off. */
  since: string | undefined;
  setup: { qr: QrCode; key: string } | undefined;
  constraints: Record<"code" | "password", InputConstraints>;
}

export function AccountTwoStepPanel({
  twoStep,
  codes,
  failure,
}: {
  twoStep: AccountTwoStep;
  codes: string[] | undefined;
  failure: FormFailure | undefined;
}) {
  const { t } = useTranslation("adminStaff");
  const { t: desk } = useTranslation("admin");
  return (
    <section className="desk-panel" aria-labelledby="two-step-heading">
      <h2 id="two-step-heading">{t("account.twoStepHeading")}</h2>
      {codes ? (
        <>
          <p className="staff-panel__intro">{desk("twoStep.codesIntro")}</p>
          <RecoveryCodes codes={codes} next={accountPath} />
        </>
      ) : twoStep.since ? (
        <p className="staff-panel__intro">
          {t(twoStep.required ? "account.twoStepRequired" : "account.twoStepOn", {
            since: twoStep.since,
          })}
        </p>
      ) : (
        <p className="staff-panel__intro">{t("account.twoStepOff")}</p>
      )}
      {codes ? null : twoStep.since ? (
        <>
          <p className="staff-panel__intro">{t("account.codesRenewIntro")}</p>
          <PasswordAgainForm
            name="two-step-codes"
            submit={t("account.codesRenewSubmit")}
            constraints={twoStep.constraints}
            failure={failure}
          />
          {twoStep.required ? null : (
            <PasswordAgainForm
              name="two-step-off"
              submit={t("account.twoStepOffSubmit")}
              constraints={twoStep.constraints}
              failure={failure}
            />
          )}
        </>
      ) : twoStep.required ? null : twoStep.setup ? (
        <>
          <TwoStepSetup setup={twoStep.setup}>
            <DeskCodeForm
              form="desk-app-code"
              action="?do=two-step-confirm"
              constraints={twoStep.constraints}
              failure={failure?.formName === "two-step-confirm" ? failure : undefined}
              submit={desk("twoStep.confirm")}
            />
          </TwoStepSetup>
          <Form method="post" action="?do=two-step-cancel" className="staff-action">
            <SubmitButton className="button button--outline">
              {t("account.twoStepCancel")}
            </SubmitButton>
          </Form>
        </>
      ) : (
        <Form method="post" action="?do=two-step-start" className="staff-action">
          <SubmitButton className="button">{t("account.twoStepStart")}</SubmitButton>
        </Form>
      )}
    </section>
  );
}

/** A form that asks the password again (ADR 031): new recovery codes, or two-step login off. */
function PasswordAgainForm({
  name,
  submit,
  constraints,
  failure,
}: {
  name: "two-step-codes" | "two-step-off";
  submit: string;
  constraints: Record<"password", InputConstraints>;
  failure: FormFailure | undefined;
}) {
  const { t } = useTranslation("adminStaff");
  const form = useCheckedForm(
    "desk-password-again",
    constraints,
    failure?.formName === name ? failure : undefined,
    name,
  );
  const labels = { password: t("account.twoStepPassword") };
  return (
    <Form ref={form.ref} method="post" action={`?do=${name}`} className="staff-form">
      <ErrorSummary form={form} labels={labels} />
      <Field
        {...form.field("password")}
        type="password"
        label={labels.password}
        autoComplete="current-password"
      />
      <SubmitButton className="button button--outline">{submit}</SubmitButton>
    </Form>
  );
}
