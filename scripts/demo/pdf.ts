// A one-page A4 form as a PDF, written by hand (the demo's downloadable documents, docs/requirements.md §2): a title,
// an introduction and labelled lines to fill in. Helvetica with WinAnsi encoding covers the accents of
// French, Dutch and German.

const pageWidth = 595;
const pageHeight = 842;

function winAnsi(text: string): string {
  return [...text]
    .map((ch) => {
      if (ch === "€") return "\\200";
      if (ch === "’") return "'";
      if (ch === "—") return "\\227";
      if (ch === "–") return "\\226";
      const code = ch.charCodeAt(0);
      if (ch === "(" || ch === ")" || ch === "\\") return `\\${ch}`;
      return code < 256 ? (code < 128 ? ch : `\\${code.toString(8)}`) : "?";
    })
    .join("");
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && (line.length + word.length + 1) * 5.6 > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

export function formPdf(title: string, intro: string, fields: string[], footer: string): Buffer {
  const ops: string[] = ["0.12 0.23 0.30 rg", "0 800 595 42 re f"];
  const text = (x: number, y: number, size: number, value: string, bold = false) =>
    ops.push(`BT /${bold ? "F2" : "F1"} ${size} Tf ${x} ${y} Td (${winAnsi(value)}) Tj ET`);
  ops.push("1 1 1 rg");
  text(50, 815, 16, title, true);
  ops.push("0.1 0.1 0.1 rg");
  let y = 760;
  for (const line of wrap(intro, 495)) {
    text(50, y, 11, line);
    y -= 16;
  }
  y -= 20;
  ops.push("0.6 0.6 0.6 RG 0.8 w");
  for (const field of fields) {
    text(50, y, 10, field, true);
    ops.push(`50 ${y - 18} m 545 ${y - 18} l S`);
    y -= 48;
  }
  text(50, 40, 8, footer);
  const content = ops.join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${pageWidth} ${pageHeight}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
    `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`,
  ];
  let body = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}
