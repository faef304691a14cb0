import { describe, expect, it } from "vitest";
import { csvCell, csvLine, csvResponse } from "#app/http/csv.ts";

describe("CSV for the desk", () => {
  it("neutralises every cell a spreadsheet would run as a formula", () => {
    for (const start of ["=", "+", "-", "@", "\t"])
      expect(csvCell(`${start}1`, ",")).toBe(`'${start}1`);
    expect(csvCell("\r1", ",")).toBe(`"'\r1"`);
    expect(csvCell("=1+1", ";")).toBe("'=1+1");
    expect(csvCell("-3", ",")).toBe("'-3");
    expect(csvCell("Plain", ",")).toBe("Plain");
  });

  it("quotes cells holding the separator, a quote or a line break, and only those", () => {
    expect(csvCell("a;b", ";")).toBe('"a;b"');
    expect(csvCell("a;b", ",")).toBe("a;b");
    expect(csvCell('say "hi"', ",")).toBe('"say ""hi"""');
    expect(csvCell("two\nlines", ",")).toBe('"two\nlines"');
    expect(csvCell(undefined, ",")).toBe("");
    expect(csvLine(["Zoë", 3, null], ";")).toBe("Zoë;3;\r\n");
  });

  it("streams a UTF-8 attachment that starts with a byte-order mark", async () => {
    async function* rows() {
      yield ["Élodie", "=cmd"];
      yield ["Jan", "ok"];
    }
    const response = csvResponse(["name", "note"], rows(), {
      filename: "leads.csv",
      separator: ";",
    });
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toContain('filename="leads.csv"');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes)).toBe(
      "\uFEFFname;note\r\nÉlodie;'=cmd\r\nJan;ok\r\n",
    );
  });
});
