import { inflateSync } from "node:zlib";

// A small reader for the PDFs Chromium prints (Skia): enough to count the pages and to find where
// each page draws its images, so that a test can tell whether a photo is cut by a page break.

export interface Box {
  left: number;
  bottom: number;
  right: number;
  top: number;
}

/** A page's margins in millimetres, as @page sets them. */
export interface Margins {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

export interface PdfPage {
  /** The paper minus its margins, in points from the bottom left corner. */
  content: Box;
  /**
   * Each image drawn, as far as the clips of its own box show it (an object-fit photo is larger than
   * its box), not counting the page's clip to its margins: a photo cut by a page break sticks out.
   */
  images: Box[];
}

type Matrix = [number, number, number, number, number, number];

const identity: Matrix = [1, 0, 0, 1, 0, 0];

function multiply(m: Matrix, n: Matrix): Matrix {
  const [a, b, c, d, e, f] = m;
  const [a2, b2, c2, d2, e2, f2] = n;
  return [
    a * a2 + b * c2,
    a * b2 + b * d2,
    c * a2 + d * c2,
    c * b2 + d * d2,
    e * a2 + f * c2 + e2,
    e * b2 + f * d2 + f2,
  ];
}

function boxOf(points: [number, number][]): Box {
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  return {
    left: Math.min(...xs),
    right: Math.max(...xs),
    bottom: Math.min(...ys),
    top: Math.max(...ys),
  };
}

function intersect(a: Box | undefined, b: Box): Box {
  if (!a) return b;
  return {
    left: Math.max(a.left, b.left),
    right: Math.min(a.right, b.right),
    bottom: Math.max(a.bottom, b.bottom),
    top: Math.min(a.top, b.top),
  };
}

/** Whether `inner` lies inside `outer`, give or take a tolerance in points (Chromium rounds to pixels). */
export function inside(inner: Box, outer: Box, tolerance = 1): boolean {
  return (
    inner.left >= outer.left - tolerance &&
    inner.right <= outer.right + tolerance &&
    inner.bottom >= outer.bottom - tolerance &&
    inner.top <= outer.top + tolerance
  );
}

/** The dictionary and stream of object `id`, the stream inflated when it is compressed. */
function pdfObject(pdf: Buffer, id: string): { dict: string; stream?: Buffer } {
  const text = pdf.toString("latin1");
  const start = text.search(new RegExp(`(^|\\s)${id} 0 obj\\b`));
  const end = text.indexOf("endobj", start);
  const body = text.slice(start, end);
  const streamAt = body.indexOf("stream");
  if (streamAt < 0) return { dict: body };
  const dataStart = start + streamAt + (body.startsWith("stream\r\n", streamAt) ? 8 : 7);
  const raw = pdf.subarray(dataStart, start + body.lastIndexOf("endstream"));
  const dict = body.slice(0, streamAt);
  return { dict, stream: dict.includes("/FlateDecode") ? inflateSync(raw) : raw };
}

const tokenPattern =
  /\((?:\\.|[^\\)])*\)|<[0-9A-Fa-f\s]*>|<<|>>|\[|\]|\/[^\s/[\]()<>]+|[-+]?(?:\d+\.?\d*|\.\d+)|[A-Za-z'"*]+/g;

/** Runs a page's content stream, following the transformation and clip of each image it draws. */
function drawnImages(content: string, page: Box, isImage: (name: string) => boolean): PdfPage {
  interface State {
    ctm: Matrix;
    clip?: Box;
  }
  let state: State = { ctm: identity };
  const saved: State[] = [];
  let operands: string[] = [];
  let path: [number, number][] = [];
  const images: Box[] = [];
  const point = (x: number, y: number): [number, number] => {
    const [a, b, c, d, e, f] = state.ctm;
    return [a * x + c * y + e, b * x + d * y + f];
  };
  const numbers = () => operands.map(Number);
  for (const [token] of content.matchAll(tokenPattern)) {
    if (!/^[A-Za-z'"*]+$/.test(token)) {
      operands.push(token);
      continue;
    }
    const n = numbers();
    if (token === "q") saved.push({ ...state });
    else if (token === "Q") state = saved.pop() ?? { ctm: identity };
    else if (token === "cm") state.ctm = multiply(n as Matrix, state.ctm);
    else if (token === "re") {
      const [x = 0, y = 0, w = 0, h = 0] = n;
      path.push(point(x, y), point(x + w, y), point(x, y + h), point(x + w, y + h));
    } else if (token === "m" || token === "l" || token === "c" || token === "v" || token === "y")
      for (let i = 0; i + 1 < n.length; i += 2) path.push(point(n[i] ?? 0, n[i + 1] ?? 0));
    else if (token === "W" || token === "W*") {
      // The clip to the page's margins hides what a break cuts: only the others count.
      const clip = boxOf(path);
      if (!(inside(clip, page, 1) && inside(page, clip, 1)))
        state.clip = intersect(state.clip, clip);
    } else if (token === "Do" && isImage(operands[0]?.slice(1) ?? "")) {
      images.push(
        intersect(state.clip, boxOf([point(0, 0), point(1, 0), point(0, 1), point(1, 1)])),
      );
    }
    if (/^(n|f|f\*|F|S|s|B|B\*|b|b\*)$/.test(token)) path = [];
    operands = [];
  }
  return { content: page, images };
}

/** The pages of a PDF printed by Chromium, in order, with the images each one draws. */
export function pdfPages(pdf: Buffer, margins: Margins): PdfPage[] {
  const points = (mm: number) => (mm * 72) / 25.4;
  const text = pdf.toString("latin1");
  const pageIds = [...text.matchAll(/(\d+) 0 obj\s*<<\s*\/Type \/Page(?![s\w])/g)].map(
    (m) => m[1] ?? "",
  );
  return pageIds.map((id) => {
    const { dict } = pdfObject(pdf, id);
    const xobjects = /\/XObject\s*<<([^>]*)>>/.exec(dict)?.[1] ?? "";
    const refs = new Map(
      [...xobjects.matchAll(/\/(\S+)\s+(\d+) 0 R/g)].map((m) => [m[1] ?? "", m[2] ?? ""]),
    );
    const isImage = (name: string) => {
      const ref = refs.get(name);
      return ref !== undefined && /\/Subtype\s*\/Image/.test(pdfObject(pdf, ref).dict);
    };
    const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = (/\/MediaBox \[([^\]]*)\]/.exec(dict)?.[1] ?? "")
      .trim()
      .split(/\s+/)
      .map(Number);
    const paper = {
      left: x0 + points(margins.left),
      right: x1 - points(margins.right),
      bottom: y0 + points(margins.bottom),
      top: y1 - points(margins.top),
    };
    const contentsId = /\/Contents (\d+) 0 R/.exec(dict)?.[1] ?? "";
    const content = pdfObject(pdf, contentsId).stream?.toString("latin1") ?? "";
    return drawnImages(content, paper, isImage);
  });
}
