// A dense table of the people pages: a caption for screen readers, column headings, the rows given; on a
// phone it scrolls sideways rather than squash.

interface PeopleTableProps {
  caption: string;
  /** The column headings; an empty one is named by `hiddenHeading` for screen readers. */
  columns: readonly string[];
  hiddenHeading?: string;
  children: React.ReactNode;
}

export function PeopleTable({ caption, columns, hiddenHeading, children }: PeopleTableProps) {
  return (
    <section
      className="people-table__scroll"
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls; the keyboard must reach it (WCAG 2.1.1).
      tabIndex={0}
    >
      <table className="people-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
            {hiddenHeading ? (
              <th scope="col">
                <span className="visually-hidden">{hiddenHeading}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </section>
  );
}
