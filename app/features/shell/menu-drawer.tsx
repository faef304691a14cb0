import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { NavLink, useLocation } from "react-router";
import { Icon } from "#app/components/ui/icon.tsx";
import { keepFocusInside } from "#app/components/ui/keep-focus-inside.ts";
import type { MenuItemView, MenuView } from "./menu-view.ts";

interface MenuDrawerProps {
  menu: MenuView;
  /** The language switcher, repeated inside the drawer on phones. */
  languages: React.ReactNode;
}

// docs/requirements.md §2 Header: the mobile drawer menu. A modal <dialog>: the page behind is inert, Escape closes
// it and focus returns to the button; Tab cycles inside (keepFocusInside). The buttons use invoker commands (command/commandfor),
// so it opens even before the page's JavaScript has run; showModal() covers older browsers.
export function MenuDrawer({ menu, languages }: MenuDrawerProps) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation closes the drawer
  useEffect(() => dialog.current?.close(), [pathname]);
  const invoke = (command: "show-modal" | "close") => ({ commandfor: "menu-drawer", command });
  const supportsCommands = () => "command" in HTMLButtonElement.prototype;
  return (
    <>
      <button
        type="button"
        className="menu-button"
        aria-haspopup="dialog"
        {...invoke("show-modal")}
        onClick={() => {
          if (!supportsCommands()) dialog.current?.showModal();
        }}
      >
        <Icon name="menu" />
        {t("shell.openMenu")}
      </button>
      <dialog
        id="menu-drawer"
        className="menu-drawer"
        ref={dialog}
        aria-label={t("shell.mainMenu")}
        onKeyDown={keepFocusInside}
      >
        <div className="menu-drawer__head">
          {languages}
          <button
            type="button"
            className="icon-button"
            {...invoke("close")}
            onClick={() => {
              if (!supportsCommands()) dialog.current?.close();
            }}
          >
            <Icon name="close" />
            <span className="visually-hidden">{t("shell.closeMenu")}</span>
          </button>
        </div>
        <nav aria-label={t("shell.mainMenu")}>
          <DrawerList items={[...menu.items, ...menu.overflow]} />
        </nav>
        {menu.freeEvaluationUrl ? (
          <NavLink className="button button--accent" to={menu.freeEvaluationUrl}>
            {t("shell.freeEvaluation")}
          </NavLink>
        ) : null}
      </dialog>
    </>
  );
}

function DrawerList({ items }: { items: MenuItemView[] }) {
  return (
    <ul className="menu-drawer__list">
      {items.map((item) => (
        <li key={item.url}>
          <NavLink to={item.url} end>
            {item.label}
          </NavLink>
          {item.children.length ? <DrawerList items={item.children} /> : null}
        </li>
      ))}
    </ul>
  );
}
