/**
 * A staff table in its frame: it scrolls sideways on a phone rather than squash, and the keyboard
 * reaches it to scroll (WCAG 2.1.1); its caption names it.
 */
export function StaffTableFrame({
  id,
  caption,
  captionHidden = false,
  children,
}: {
  id: string;
  caption: string;
  /** Under a heading that says it already: the caption is for screen readers only. */
  captionHidden?: boolean;
  children: React.ReactNode;
}) {
  return (
    <section
      className="staff-table__scroll"
      aria-labelledby={id}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls; the keyboard must reach it (WCAG 2.1.1).
      tabIndex={0}
    >
      <table className="staff-table">
        <caption id={id} className={captionHidden ? "visually-hidden" : undefined}>
          {caption}
        </caption>
        {children}
      </table>
    </section>
  );
}
