import { minimumPasswordLength } from "#app/domain/password-rules.ts";
import type { GuardView } from "#app/model/guard/guard.ts";
import { ErrorSummary } from "./error-summary.tsx";
import { Field } from "./field.tsx";
import { FormGuard } from "./form-guard.tsx";
import { SubmitButton } from "./submit-button.tsx";
import type { CheckedFormView } from "./use-checked-form.ts";

// The fields every account's forms share (ADR 048): the owners' portal and the staff desk log in and
// set a password with the same markup; each page keeps its own frame, notices and texts.

/**
 * A login's fields: the errors, who logs in (`user`: an e-mail on the desk, an e-mail or a CRM id for
 * the owners), the password, the captcha during a wave of failed logins (ADR 035), the button.
 */
export function LoginFields<User extends string>({
  form,
  user,
  userType,
  labels,
  guard,
  submit,
}: {
  form: CheckedFormView<User | "password">;
  user: User;
  userType?: "email";
  labels: Record<User | "password", string>;
  guard: GuardView | undefined;
  submit: string;
}) {
  return (
    <>
      <ErrorSummary form={form} labels={labels} />
      <Field
        {...form.field(user)}
        label={labels[user]}
        type={userType}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
      />
      <Field
        {...form.field("password")}
        label={labels.password}
        type="password"
        autoComplete="current-password"
      />
      {guard ? <FormGuard id={form.id} guard={guard} /> : null}
      <SubmitButton className="button">{submit}</SubmitButton>
    </>
  );
}

/** A set-password link's fields: the errors, the link's token, the new password twice, the button. */
export function NewPasswordFields({
  form,
  labels,
  token,
  submit,
}: {
  form: CheckedFormView<"token" | "password" | "passwordRepeat">;
  labels: Record<"token" | "password" | "passwordRepeat", string>;
  token: string;
  submit: string;
}) {
  return (
    <>
      <ErrorSummary form={form} labels={labels} />
      <input type="hidden" name="token" value={token} />
      <Field
        {...form.field("password")}
        label={labels.password}
        type="password"
        autoComplete="new-password"
        minLength={minimumPasswordLength}
      />
      <Field
        {...form.field("passwordRepeat")}
        label={labels.passwordRepeat}
        type="password"
        autoComplete="new-password"
      />
      <SubmitButton className="button">{submit}</SubmitButton>
    </>
  );
}
