import { type RefCallback, useCallback, useState } from "react";
import type { CheckedForm } from "#app/model/forms/form-checks.ts";
import type { InputConstraints } from "#app/model/forms/html-constraints.ts";
import type { FormFailure } from "#app/model/forms/submission.ts";
import { type FormView, formView } from "./form-view.ts";

type Checks = typeof import("#app/model/forms/form-checks.ts");

let checks: Checks | undefined;
let loading: Promise<Checks> | undefined;

/** The schemas' chunk (zod/mini), asked for once per page, again after a failed load. */
function loadChecks(): Promise<Checks> {
  loading ??= import("#app/model/forms/form-checks.ts").then(
    (module) => {
      checks = module;
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

export interface CheckedFormView<Name extends string> extends FormView<Name> {
  /** The `ref` of the <form> (or fetcher.Form): it turns the browser's own checks into these. */
  ref: RefCallback<HTMLFormElement>;
}

/**
 * A form's view (formView) whose form the page checks before sending it (ADR 039). Once the
 * script runs, the form is `noValidate` and each submit is read against the schema its action uses:
 * while the server would refuse it, nothing is sent and the errors show as the server's would, every
 * field at once, in the page's language, the focus on the error summary. The server still decides:
 * its answer (`answer`, from the action data or the fetcher) replaces the page's. Without JavaScript
 * the HTML constraints stay, and the browser checks them itself.
 */
export function useCheckedForm<Name extends string>(
  schema: CheckedForm,
  constraints: Record<Name, InputConstraints>,
  answer: FormFailure | undefined,
  id: string = schema,
): CheckedFormView<Name> {
  const [refusal, setRefusal] = useState<FormFailure>();
  // A new answer from the server replaces the page's own refusal.
  const [answered, setAnswered] = useState(answer);
  if (answered !== answer) {
    setAnswered(answer);
    setRefusal(undefined);
  }
  const ref = useCallback(
    (form: HTMLFormElement | null) => {
      if (!form) return;
      // The checks could not load: this one send goes, and the server decides alone.
      let unchecked = false;
      const prepare = () => void loadChecks().catch(() => undefined);
      const onSubmit = (event: SubmitEvent) => {
        if (unchecked) {
          unchecked = false;
          return;
        }
        const submitter = event.submitter;
        if (!checks) {
          hold(event);
          loadChecks()
            .catch(() => {
              unchecked = true;
            })
            .finally(() => form.requestSubmit(submitter));
          return;
        }
        const failure = checks.checkForm(schema, new FormData(form, submitter));
        setRefusal(failure);
        if (failure) hold(event);
      };
      form.noValidate = true;
      form.addEventListener("focusin", prepare);
      // Capture: before the captcha's listener and React's (ADR 023), which must not see a refused send.
      form.addEventListener("submit", onSubmit, { capture: true });
      return () => {
        form.noValidate = false;
        form.removeEventListener("focusin", prepare);
        form.removeEventListener("submit", onSubmit, { capture: true });
      };
    },
    [schema],
  );
  return { ...formView(id, constraints, refusal ?? answer), ref };
}

/** Neither sent by the browser nor seen by the other listeners (the captcha, the router's). */
function hold(event: Event) {
  event.preventDefault();
  event.stopImmediatePropagation();
}
