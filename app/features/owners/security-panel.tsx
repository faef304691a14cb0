import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { ErrorSummary } from "#app/components/ui/form/error-summary.tsx";
import { Field } from "#app/components/ui/form/field.tsx";
import { SubmitButton } from "#app/components/ui/form/submit-button.tsx";
import { useCheckedForm } from "#app/components/ui/form/use-checked-form.ts";
import { QrSvg } from "#app/components/ui/qr-svg.tsx";
import type { QrCode } from "#app/domain/qr-code.ts";
import type { InputConstraints } from "#app/model/forms/html-constraints.ts";
import type { FormFailure } from "#app/model/forms/submission.ts";
import type { SecurityAction } from "#app/model/owners/second-factor.ts";

// docs/requirements.md §15 "optional second factor" (ADR 031): the login security page. Plain forms, each posted to
// `?do=` its name, so the page works without JavaScript.

interface SecurityPanelProps {
  setup: { qr: QrCode; key: string } | undefined;
  enabled: { since: string; codesLeft: number } | undefined;
  turnedOff: boolean;
  constraints: {
    code: Record<"code", InputConstraints>;
    password: Record<"password", InputConstraints>;
  };
  codes: string[] | undefined;
  failure: FormFailure | undefined;
}

export function SecurityPanel(props: SecurityPanelProps) {
  const { t } = useTranslation("owners");
  const { setup, enabled, codes } = props;
  return (
    <div className="container owner-security">
      <p className="owner-login__intro">{t("secondFactor.intro")}</p>
      <div className="owner-security__panel">
        {codes ? <RecoveryCodes codes={codes} /> : null}
        {enabled ? (
          <EnabledFactor {...props} enabled={enabled} />
        ) : setup ? (
          <FactorSetup {...props} setup={setup} />
        ) : (
          <>
            <p className="owner-login__notice" role={props.turnedOff ? "status" : undefined}>
              {t(props.turnedOff ? "secondFactor.turnedOff" : "secondFactor.off")}
            </p>
            <Form method="post" action="?do=start">
              <SubmitButton className="button">{t("secondFactor.start")}</SubmitButton>
            </Form>
          </>
        )}
      </div>
    </div>
  );
}

/** A refusal belongs to the form that was sent. */
const failureOf = (failure: FormFailure | undefined, form: SecurityAction) =>
  failure?.formName === form ? failure : undefined;

function FactorSetup({
  setup,
  constraints,
  failure,
}: SecurityPanelProps & { setup: { qr: QrCode; key: string } }) {
  const { t } = useTranslation("owners");
  const form = useCheckedForm(
    "app-code",
    constraints.code,
    failureOf(failure, "confirm"),
    "second-factor",
  );
  const labels = { code: t("secondFactor.code") };
  return (
    <>
      <h2>{t("secondFactor.start")}</h2>
      <ol className="owner-security__steps">
        <li>
          <p>{t("secondFactor.scan")}</p>
          <div className="owner-security__qr">
            <QrSvg qr={setup.qr} label={t("secondFactor.qr")} />
          </div>
          <p>{t("secondFactor.key")}</p>
          <p>
            <code className="owner-security__key">{setup.key}</code>
          </p>
        </li>
        <li>
          <p>{t("secondFactor.enter")}</p>
          <Form ref={form.ref} method="post" action="?do=confirm" className="owner-security__form">
            <ErrorSummary form={form} labels={labels} />
            <Field
              {...form.field("code")}
              label={labels.code}
              inputMode="numeric"
              autoComplete="one-time-code"
            />
            <SubmitButton className="button">{t("secondFactor.confirm")}</SubmitButton>
          </Form>
        </li>
      </ol>
      <Form method="post" action="?do=cancel">
        <SubmitButton className="button button--outline">{t("secondFactor.cancel")}</SubmitButton>
      </Form>
    </>
  );
}

function EnabledFactor({
  enabled,
  constraints,
  failure,
}: SecurityPanelProps & { enabled: { since: string; codesLeft: number } }) {
  const { t } = useTranslation("owners");
  return (
    <>
      <p className="owner-login__notice">
        {`${t("secondFactor.on", { date: enabled.since })} ${t("secondFactor.codesLeft", { count: enabled.codesLeft })}`}
      </p>
      {(["codes", "disable"] as const).map((step) => (
        <PasswordAgainForm
          key={step}
          step={step}
          constraints={constraints.password}
          failure={failureOf(failure, step)}
        />
      ))}
    </>
  );
}

const passwordForms = {
  codes: { heading: "renewHeading", intro: "renewIntro", submit: "renew" },
  disable: { heading: "disableHeading", intro: "disableIntro", submit: "disable" },
} as const;

/** A change of the login's security asks for the password again. */
function PasswordAgainForm(props: {
  step: "codes" | "disable";
  constraints: Record<"password", InputConstraints>;
  failure: FormFailure | undefined;
}) {
  const { t } = useTranslation("owners");
  const texts = passwordForms[props.step];
  const form = useCheckedForm(
    "password-again",
    props.constraints,
    props.failure,
    `second-factor-${props.step}`,
  );
  const labels = { password: t("secondFactor.password") };
  return (
    <section className="owner-security__section" aria-labelledby={`${form.id}-heading`}>
      <h2 id={`${form.id}-heading`}>{t(`secondFactor.${texts.heading}`)}</h2>
      <p>{t(`secondFactor.${texts.intro}`)}</p>
      <Form
        ref={form.ref}
        method="post"
        action={`?do=${props.step}`}
        className="owner-security__form"
      >
        <ErrorSummary form={form} labels={labels} />
        <Field
          {...form.field("password")}
          label={labels.password}
          type="password"
          autoComplete="current-password"
        />
        <SubmitButton className="button button--outline">
          {t(`secondFactor.${texts.submit}`)}
        </SubmitButton>
      </Form>
    </section>
  );
}

/** The recovery codes, shown once, right after they are made. */
function RecoveryCodes({ codes }: { codes: string[] }) {
  const { t } = useTranslation("owners");
  return (
    <section className="owner-security__codes" role="status" aria-labelledby="recovery-codes">
      <h2 id="recovery-codes">{t("secondFactor.codesHeading")}</h2>
      <p>{t("secondFactor.codesIntro")}</p>
      <ol>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
    </section>
  );
}
