import { describedBy, FieldMessages } from "./field-messages.tsx";
import type { FieldBinding } from "./form-view.ts";

interface ChoiceGroupProps extends FieldBinding {
  legend: React.ReactNode;
  hint?: React.ReactNode;
  options: { value: string; label: React.ReactNode }[];
  /** Radios for one choice (a time slot, a goal), checkboxes for several (property types, zones). */
  type?: "radio" | "checkbox";
}

/**
 * A group of radios or checkboxes under one name, in a fieldset whose legend names the question; the
 * fieldset points to the hint and the error. The first choice carries the group's id, which the error
 * summary links to. HTML cannot ask for "at least one" checkbox: the server does.
 */
export function ChoiceGroup(props: ChoiceGroupProps) {
  const { id, name, error, value, constraints, legend, hint, options, type = "radio" } = props;
  const chosen = [value ?? []].flat();
  return (
    <fieldset className="field field--group" aria-describedby={describedBy(id, hint, error)}>
      <legend>{legend}</legend>
      <FieldMessages id={id} hint={hint} error={error} />
      {options.map((option, index) => {
        const choiceId = index === 0 ? id : `${id}-${index}`;
        return (
          <div key={option.value} className="field__choice">
            <input
              type={type}
              id={choiceId}
              name={name}
              value={option.value}
              defaultChecked={chosen.includes(option.value)}
              required={(type === "radio" && constraints?.required) || undefined}
            />
            <label htmlFor={choiceId}>{option.label}</label>
          </div>
        );
      })}
    </fieldset>
  );
}
