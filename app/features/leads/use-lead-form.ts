import { useActionData, useFetcher } from "react-router";
import { type CheckedFormView, useCheckedForm } from "#app/components/ui/form/use-checked-form.ts";
import type { InputConstraints } from "#app/model/forms/html-constraints.ts";
import type { FormFailure } from "#app/model/forms/submission.ts";
import type { LeadForm } from "#app/model/leads/lead.ts";

/**
 * A lead form's state (docs/requirements.md §14): a fetcher that posts it without a reload, and its view, with the
 * errors and values of a refusal, from the fetcher or, after a plain POST without JavaScript, from
 * the page's action data when that refusal is this form's (a page may have several forms); before
 * that, the page's own check of its schema (ADR 039).
 */
export function useLeadForm<Name extends string>(
  name: LeadForm,
  constraints: Record<Name, InputConstraints>,
): { fetcher: ReturnType<typeof useFetcher<FormFailure>>; form: CheckedFormView<Name> } {
  const fetcher = useFetcher<FormFailure>();
  const posted = useActionData() as FormFailure | undefined;
  const mine = posted && (posted.formName ?? name) === name ? posted : undefined;
  return { fetcher, form: useCheckedForm(name, constraints, fetcher.data ?? mine) };
}
