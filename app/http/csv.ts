import { contentDisposition } from "#app/http/content-disposition.ts";

// CSV downloads of the staff desk (docs/requirements.md §17): UTF-8 with a byte-order mark, so that
// Excel reads accents right; `,` or `;` (Belgian Excel's list separator) between cells; a cell that a
// spreadsheet would run as a formula (starting with =, +, -, @, a tab or a carriage return) starts with
// a quote instead; rows are written as they come, so an export never holds the whole list in memory.

export type CsvSeparator = "," | ";";

const formulaStart = /^[=+\-@\t\r]/;

/** One cell: neutralised against formulas, quoted when it holds a separator, a quote or a line break. */
export function csvCell(
  value: string | number | boolean | null | undefined,
  separator: CsvSeparator,
) {
  const text = value === null || value === undefined ? "" : String(value);
  const safe = formulaStart.test(text) ? `'${text}` : text;
  return safe.includes(separator) || /["\r\n]/.test(safe)
    ? `"${safe.replaceAll('"', '""')}"`
    : safe;
}

export function csvLine(
  cells: readonly (string | number | boolean | null | undefined)[],
  separator: CsvSeparator,
): string {
  return `${cells.map((cell) => csvCell(cell, separator)).join(separator)}\r\n`;
}

/**
 * A streamed CSV attachment: the header line, then each row as the source yields it. The source is
 * pulled one row at a time (backpressure), so memory stays flat whatever the number of rows.
 */
export function csvResponse(
  header: readonly string[],
  rows: AsyncIterable<readonly (string | number | boolean | null | undefined)[]>,
  { filename, separator }: { filename: string; separator: CsvSeparator },
): Response {
  const encoder = new TextEncoder();
  const iterator = rows[Symbol.asyncIterator]();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`\uFEFF${csvLine(header, separator)}`));
    },
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(csvLine(next.value, separator)));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": contentDisposition("attachment", filename),
    },
  });
}
