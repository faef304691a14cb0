import { DeskTableFrame } from "#app/components/ui/desk-table-frame.tsx";

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
    <DeskTableFrame caption={caption} area="people-table">
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
    </DeskTableFrame>
  );
}
