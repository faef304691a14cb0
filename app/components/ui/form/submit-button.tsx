import { useNavigation } from "react-router";

type SubmitButtonProps = Omit<React.ButtonHTMLAttributes<HTMLButtonElement>, "type"> & {
  /** The form's fetcher, when it posts through one; otherwise any form submission of the page counts. */
  fetcher?: { state: "idle" | "loading" | "submitting" };
};

/**
 * A real submit button (a plain POST without JavaScript) that says it is busy while its form is sent
 * and its answer loads: aria-disabled rather than disabled, so that it keeps the focus, and a second
 * press is ignored instead of posting twice.
 */
export function SubmitButton({ fetcher, onClick, ...button }: SubmitButtonProps) {
  const navigation = useNavigation();
  const pending = fetcher
    ? fetcher.state !== "idle"
    : navigation.state !== "idle" && navigation.formMethod !== undefined;
  return (
    <button
      {...button}
      type="submit"
      aria-disabled={pending || undefined}
      onClick={(event) => (pending ? event.preventDefault() : onClick?.(event))}
    />
  );
}
