const focusable =
  "a[href], button:not(:disabled), input:not([type='hidden']):not(:disabled), summary";

/**
 * For a modal dialog's onKeyDown: Tab from the last control goes back to the first (and Shift+Tab the
 * other way), not to the browser's own controls. Controls inside a closed <details> do not count.
 */
export function keepFocusInside(event: React.KeyboardEvent<HTMLElement>) {
  if (event.key !== "Tab") return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(focusable)].filter(
    (control) => control.checkVisibility(),
  );
  const first = controls[0];
  const last = controls.at(-1);
  if (!event.shiftKey && document.activeElement === last) first?.focus();
  else if (event.shiftKey && document.activeElement === first) last?.focus();
  else return;
  event.preventDefault();
}
