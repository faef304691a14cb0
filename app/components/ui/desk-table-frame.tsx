import { useId } from "react";

/**
 * Every desk table in its frame (docs/requirements.md §17): it scrolls sideways on a phone rather
 * than squash, the keyboard reaches it to scroll (WCAG 2.1.1), and its caption names it. `area` is
 * the area's own class for what only its tables need (admin-*.css).
 */
export function DeskTableFrame({
  caption,
  showCaption = false,
  area,
  children,
}: {
  caption: string;
  /** Shown when no heading says it already; otherwise for screen readers only. */
  showCaption?: boolean;
  area?: string;
  children: React.ReactNode;
}) {
  const id = useId();
  return (
    <section
      className="desk-table__scroll"
      aria-labelledby={id}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls; the keyboard must reach it (WCAG 2.1.1).
      tabIndex={0}
    >
      <table className={area ? `desk-table ${area}` : "desk-table"}>
        <caption id={id} className={showCaption ? undefined : "visually-hidden"}>
          {caption}
        </caption>
        {children}
      </table>
    </section>
  );
}
