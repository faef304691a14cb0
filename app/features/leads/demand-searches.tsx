import { useTranslation } from "react-i18next";
import { useActionData } from "react-router";
import { ErrorSummary } from "#app/components/ui/form/error-summary.tsx";
import { Field } from "#app/components/ui/form/field.tsx";
import { FormGuard } from "#app/components/ui/form/form-guard.tsx";
import { useCheckedForm } from "#app/components/ui/form/use-checked-form.ts";
import type { InputConstraints } from "#app/model/forms/html-constraints.ts";
import type { FormFailure } from "#app/model/forms/submission.ts";
import type { GuardView } from "#app/model/guard/guard.ts";
import type { DemandSignInField } from "#app/model/leads/demand-register.ts";

/** What the searches page's action answers once the address and password match. */
export interface DemandSearchesAnswer {
  deleted: number;
  searches: { id: number; date: string; rows: { label: string; value: string }[] }[];
}

/**
 * ADR 029: a visitor's registered searches, behind the address and the password they chose:
 * shown, or all deleted. Each request signs in anew (no session, nothing to steal in a cookie).
 */
export function DemandSearches({
  constraints,
  guard,
}: {
  constraints: Record<DemandSignInField, InputConstraints>;
  guard: GuardView;
}) {
  const { t } = useTranslation("leads");
  const answer = useActionData() as FormFailure | DemandSearchesAnswer | undefined;
  const failure = answer && "errors" in answer ? answer : undefined;
  const found = answer && "searches" in answer ? answer : undefined;
  const form = useCheckedForm("demand-sign-in", constraints, failure, "demand-searches");
  const labels = {
    email: t("form.fields.email"),
    password: t("demandRegister.fields.password"),
    intent: t("demandRegister.searches.show"),
  };
  return (
    <div className="demand-searches">
      {found ? (
        <SearchList answer={found} />
      ) : (
        <p className="enquiry__intro">{t("demandRegister.searches.intro")}</p>
      )}
      <form ref={form.ref} method="post" className="lead-form">
        <ErrorSummary form={form} labels={labels} />
        <Field {...form.field("email")} label={labels.email} type="email" autoComplete="email" />
        <Field
          {...form.field("password")}
          label={labels.password}
          type="password"
          autoComplete="current-password"
        />
        <FormGuard id={form.id} guard={guard} />
        <div className="demand-searches__actions">
          <button type="submit" name="intent" value="show" className="button button--accent">
            {t("demandRegister.searches.show")}
          </button>
          <button type="submit" name="intent" value="delete" className="button button--outline">
            {t("demandRegister.searches.delete")}
          </button>
        </div>
      </form>
    </div>
  );
}

function SearchList({ answer }: { answer: DemandSearchesAnswer }) {
  const { t } = useTranslation("leads");
  if (answer.deleted > 0)
    return (
      <p className="notice" role="status">
        {t("demandRegister.searches.deleted")}
      </p>
    );
  if (answer.searches.length === 0)
    return (
      <p className="notice" role="status">
        {t("demandRegister.searches.none")}
      </p>
    );
  return (
    <ul className="demand-searches__list" role="status">
      {answer.searches.map((search) => (
        <li key={search.id}>
          <p className="demand-searches__date">
            {t("demandRegister.searches.registered", { date: search.date })}
          </p>
          <dl>
            {search.rows.map((row) => (
              <div key={row.label}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}
