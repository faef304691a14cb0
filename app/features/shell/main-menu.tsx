import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { NavLink, useLocation } from "react-router";
import { Icon } from "#app/components/ui/icon.tsx";
import type { MenuItemView, MenuView } from "./menu-view.ts";

// docs/requirements.md §2 Header menu on wide screens: links, with child pages and the overflow in disclosure menus
// (a button with aria-expanded per list, the WAI disclosure navigation pattern). Escape or a click
// elsewhere closes them. Without JavaScript they open on hover and keyboard focus (:focus-within).
export function MainMenu({ menu }: { menu: MenuView }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<string | undefined>();
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation closes the open list
  useEffect(() => {
    setOpen(undefined);
    // Focus left on a child link would keep its list open (:focus-within).
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && nav.current?.contains(focused)) focused.blur();
  }, [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      nav.current?.querySelector<HTMLElement>(`[aria-controls="${open}"]`)?.focus();
      setOpen(undefined);
    };
    const onClick = (event: MouseEvent) => {
      if (!nav.current?.contains(event.target as Node)) setOpen(undefined);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("click", onClick);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("click", onClick);
    };
  }, [open]);
  const toggle = (id: string) => setOpen(open === id ? undefined : id);

  return (
    <nav className="main-menu" aria-label={t("shell.mainMenu")} ref={nav}>
      <ul className="main-menu__list">
        {menu.items.map((item, index) =>
          item.children.length ? (
            <Submenu
              key={item.url}
              id={`submenu-${index}`}
              item={item}
              open={open}
              onToggle={toggle}
            />
          ) : (
            <li key={item.url} className="main-menu__item">
              <NavLink to={item.url} end>
                {item.label}
              </NavLink>
            </li>
          ),
        )}
        {menu.overflow.length ? (
          <Submenu
            id="submenu-more"
            item={{ label: t("shell.more"), url: "", children: menu.overflow }}
            open={open}
            onToggle={toggle}
          />
        ) : null}
      </ul>
    </nav>
  );
}

interface SubmenuProps {
  id: string;
  /** An item without URL (the overflow) is only a button. */
  item: MenuItemView;
  open: string | undefined;
  onToggle: (id: string) => void;
}

function Submenu({ id, item, open, onToggle }: SubmenuProps) {
  const { t } = useTranslation();
  return (
    <li className="main-menu__item main-menu__item--parent" data-open={open === id}>
      {item.url ? (
        <NavLink to={item.url} end>
          {item.label}
        </NavLink>
      ) : null}
      <button
        type="button"
        className="main-menu__toggle"
        aria-expanded={open === id}
        aria-controls={id}
        onClick={() => onToggle(id)}
      >
        {item.url ? (
          <span className="visually-hidden">{t("shell.submenu", { name: item.label })}</span>
        ) : (
          item.label
        )}
        <Icon name="chevronDown" />
      </button>
      <ul id={id} className="main-menu__submenu">
        {item.children.map((child) => (
          <li key={child.url}>
            <NavLink to={child.url} end>
              {child.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
