import { ConfigLink } from "#app/components/ui/config-link.tsx";
import type { ShellView } from "#app/model/config/shell-view.ts";

interface TopBarProps {
  topBar: NonNullable<ShellView["topBar"]>;
  /** The language switcher, shown at the end of the bar on desktops. */
  languages: React.ReactNode;
}

/** docs/requirements.md §2 Header: the top link bar, left and right items from the site configuration. */
export function TopBar({ topBar, languages }: TopBarProps) {
  return (
    <div className="top-bar">
      <div className="container top-bar__inner">
        {[topBar.left, topBar.right].map((side, index) => (
          <ul key={index === 0 ? "left" : "right"} className="top-bar__links">
            {side.map((link) => (
              <li key={link.href}>
                <ConfigLink link={link} />
              </li>
            ))}
          </ul>
        ))}
        {languages}
      </div>
    </div>
  );
}
