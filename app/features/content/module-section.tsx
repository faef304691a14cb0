import { useId } from "react";
import type { ModuleView } from "#app/model/content/module-view.ts";

interface ModuleSectionProps {
  module: ModuleView;
  /** The heading when the module has no title of its own. */
  fallbackTitle?: string | undefined;
  className?: string;
  children: React.ReactNode;
}

/** A module's frame: its title at the configured size and its description, when set. */
export function ModuleSection({ module, fallbackTitle, className, children }: ModuleSectionProps) {
  const id = useId();
  const title = module.title ?? fallbackTitle;
  const Heading = module.titleSize;
  return (
    <section
      className={`module container${className ? ` ${className}` : ""}`}
      aria-labelledby={title ? id : undefined}
    >
      {title ? (
        <Heading id={id} className="module__title">
          {title}
        </Heading>
      ) : null}
      {module.description ? <p className="module__description">{module.description}</p> : null}
      {children}
    </section>
  );
}
