import type { InputConstraints } from "#app/model/forms/html-constraints.ts";
import { describedBy, FieldMessages } from "./field-messages.tsx";
import type { FieldBinding } from "./form-view.ts";

/** The attributes a Field gives its control (an input, a textarea, a select). */
interface ControlProps extends InputConstraints {
  id: string;
  name?: string | undefined;
  "aria-describedby"?: string | undefined;
  "aria-invalid"?: true | undefined;
  defaultValue?: string | string[] | undefined;
}

type InputProps = Omit<React.InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "value">;

interface FieldProps extends FieldBinding, Omit<InputProps, "children"> {
  label: React.ReactNode;
  hint?: React.ReactNode;
  /** A checkbox before its label (privacy consent, newsletter) instead of a control below it. */
  check?: boolean;
  /** Draws another control than the default <input>, which alone gets the other props (type, autoComplete...). */
  children?: (control: ControlProps) => React.ReactNode;
}

/**
 * One labelled control with its optional hint and its error (WCAG 3.3.1): the control points to both
 * with aria-describedby and says aria-invalid while the server refuses its value.
 */
export function Field(props: FieldProps) {
  const { id, name, error, value, constraints, label, hint, check, className, children, ...input } =
    props;
  const control: ControlProps = {
    ...constraints,
    id,
    name,
    "aria-describedby": describedBy(id, hint, error),
    "aria-invalid": error ? true : undefined,
  };
  const field = check ? (
    <input {...control} {...input} type="checkbox" defaultChecked={value === "on"} />
  ) : children ? (
    children({ ...control, defaultValue: value })
  ) : (
    <input {...control} {...input} defaultValue={value} />
  );
  return (
    <div className={["field", check && "field--check", className].filter(Boolean).join(" ")}>
      {check ? field : null}
      <label htmlFor={id}>{label}</label>
      <FieldMessages id={id} hint={hint} error={error} />
      {check ? null : field}
    </div>
  );
}
