import type { LinkView } from "#app/model/config/shell-view.ts";
import { Icon } from "./icon.tsx";

/** A link from the site configuration: external, tel: and mailto: ones open in a new tab (docs/requirements.md §2). */
export function ConfigLink({ link, className }: { link: LinkView; className?: string }) {
  return (
    <a
      className={className}
      href={link.href}
      {...(link.newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
    >
      {link.icon ? <Icon name={link.icon} /> : null}
      <span>{link.label}</span>
    </a>
  );
}
