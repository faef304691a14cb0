import { type RefObject, useEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

// docs/requirements.md §17 "keyboard-only usable": after a navigation inside the desk (a menu link, a
// filter, a form's 303) the focus would stay on what was pressed, or fall back to the page's top. It
// goes where a page load would start a keyboard or screen-reader user on the new page: the notice of
// what the form did, or else the page's heading. A refused form keeps it on its error summary.

/**
 * Moves the focus into `main` after each navigation, also the one that opens the desk (the login's);
 * not on a page loaded whole, where the browser starts at the top (the skip link).
 */
export function useDeskPageFocus(main: RefObject<HTMLElement | null>) {
  const { key } = useLocation();
  const shown = useRef(useNavigationType() === "POP" ? key : undefined);
  useEffect(() => {
    if (shown.current === key) return;
    shown.current = key;
    const root = main.current;
    if (!root || document.activeElement?.closest(".error-summary")) return;
    const target =
      root.querySelector<HTMLElement>('[role="status"]:not(:empty), [role="alert"]:not(:empty)') ??
      root.querySelector<HTMLElement>("h1");
    if (!target) return;
    if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    target.focus();
  }, [key, main]);
}
