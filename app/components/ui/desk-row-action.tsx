import { Form } from "react-router";

/**
 * One action on a desk table's row (docs/requirements.md §17): a plain POST of the row's id to
 * `action`, its button named for screen readers after the row it acts on.
 */
export function DeskRowAction({
  action,
  id,
  label,
  danger = false,
  className,
  children,
}: {
  action: string;
  id: number;
  /** The button's full name, such as "Remove the redirect from /old/". */
  label: string;
  danger?: boolean;
  className?: string | undefined;
  children: React.ReactNode;
}) {
  return (
    <Form method="post" action={action} className={className}>
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        className={danger ? "button button--small button--danger" : "button button--small"}
        aria-label={label}
      >
        {children}
      </button>
    </Form>
  );
}
