import type { ReactNode } from "react";
import type { useFetcher } from "react-router";
import { ErrorSummary } from "#app/components/ui/form/error-summary.tsx";
import { FormGuard } from "#app/components/ui/form/form-guard.tsx";
import { SubmitButton } from "#app/components/ui/form/submit-button.tsx";
import type { CheckedFormView } from "#app/components/ui/form/use-checked-form.ts";
import type { FormFailure } from "#app/model/forms/submission.ts";
import type { GuardView } from "#app/model/guard/guard.ts";

interface LeadFormProps<Name extends string> {
  fetcher: ReturnType<typeof useFetcher<FormFailure>>;
  form: CheckedFormView<Name>;
  /** Every field's label, for the error summary. */
  labels: Record<Name, string>;
  guard: GuardView;
  /** The submit button's text. */
  send: string;
  /** Where it posts, when the page's action needs to know which form it is (`?form=visit`). */
  action?: string | undefined;
  children: ReactNode;
}

/**
 * A lead form (docs/requirements.md §14): its errors above it, its fields, the guard (ADR 023) and the submit button.
 * Without JavaScript it is a plain POST that renders the page again with the errors, or goes on to
 * the thank-you page; with it, the page checks the form first (useCheckedForm), then the fetcher
 * posts it without a reload.
 */
export function LeadForm<Name extends string>(props: LeadFormProps<Name>) {
  const { fetcher, form } = props;
  return (
    <fetcher.Form ref={form.ref} method="post" action={props.action} className="lead-form">
      <ErrorSummary form={form} labels={props.labels} />
      {props.children}
      <FormGuard id={form.id} guard={props.guard} />
      <SubmitButton className="button button--accent lead-form__send" fetcher={fetcher}>
        {props.send}
      </SubmitButton>
    </fetcher.Form>
  );
}
