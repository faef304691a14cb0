import type { ParseKeys } from "i18next";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { FormView } from "./form-view.ts";

interface ErrorSummaryProps<Name extends string> {
  form: FormView<Name>;
  /** The fields' labels, so that each message says which field it is about. */
  labels: Record<Name, string>;
}

/**
 * Every error of a refused form above it, each linking to its field (WCAG 3.3.1). It takes the focus
 * when it appears, so that keyboard and screen-reader users land on it: after a plain POST through
 * autofocus (the page has no script yet), after a fetcher's answer through the effect.
 */
export function ErrorSummary<Name extends string>({ form, labels }: ErrorSummaryProps<Name>) {
  const { t } = useTranslation();
  const summary = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (form.failure) summary.current?.focus();
  }, [form.failure]);
  if (form.errors.length === 0) return null;
  const titleId = `${form.id}-error-summary`;
  return (
    <div
      ref={summary}
      className="error-summary"
      role="alert"
      aria-labelledby={titleId}
      tabIndex={-1}
      // biome-ignore lint/a11y/noAutofocus: without JavaScript, the only way to move the focus to the errors.
      autoFocus
    >
      <h2 id={titleId} className="error-summary__title">
        {t("form.errorSummary")}
      </h2>
      <ul>
        {form.errors.map(({ field, id, message }) => (
          <li key={field ?? message}>
            {field && id ? (
              <a href={`#${id}`}>
                {t("form.errorIn", { field: labels[field], message: t(message as ParseKeys) })}
              </a>
            ) : (
              t(message as ParseKeys)
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
