/** A table wider than a phone scrolls sideways in its own region, named by the table's caption. */
export function TableRegion({
  labelledBy,
  children,
}: {
  labelledBy: string;
  children: React.ReactNode;
}) {
  return (
    <section
      className="owners-table__scroll"
      aria-labelledby={labelledBy}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls; the keyboard must reach it (WCAG 2.1.1).
      tabIndex={0}
    >
      {children}
    </section>
  );
}
