import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { afterFirstPaint, loaderModuleCode } from "./after-first-paint.server.ts";

// A document as React Router's <Scripts> leaves it: preloads in the head, the module script at the
// end of the body, then the streamed loader data.
const nonce = "bm9uY2U=";
const head = `<!DOCTYPE html><html lang="fr"><head><link rel="stylesheet" href="/assets/app.css"/><link rel="modulepreload" href="/assets/entry.client-A.js" nonce="${nonce}"/><link rel="modulepreload" href="/assets/framework-B.js" nonce="${nonce}"/></head>`;
const moduleCode = `import * as route0 from "/assets/root-C.js";\nwindow.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client-A.js");`;
const body = `<body><h1>Maison à Liège</h1><script nonce="${nonce}">window.__reactRouterContext = {};</script><script nonce="${nonce}" type="module" async="">${moduleCode}</script>`;
const data = `<script nonce="${nonce}">window.__reactRouterContext.streamController.enqueue("[]");</script></body></html>`;

/** The document written in pieces of `size` bytes, as a stream may cut it (inside tags, inside "à"). */
async function rewritten(html: string, size: number): Promise<string> {
  const bytes = Buffer.from(html);
  const pieces: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) pieces.push(bytes.subarray(at, at + size));
  return text(Readable.from(pieces).pipe(afterFirstPaint()));
}

/** The data the loader script carries. */
function loaderData(html: string) {
  const script = new RegExp(
    `<script nonce="${nonce}">\\(function firstPaintLoader\\([\\s\\S]*\\}\\)\\((.*),document\\.currentScript\\.nonce\\)</script>`,
  ).exec(html);
  return script?.[1] === undefined ? undefined : JSON.parse(script[1]);
}

describe("scripts and fonts after the first paint", () => {
  it.each([1, 7, 64, 100_000])(
    "takes the scripts out of the document written in pieces of %i bytes",
    async (size) => {
      const html = await rewritten(head + body + data, size);
      expect(html).not.toContain('<link rel="modulepreload"');
      expect(html).not.toContain('type="module" async');
      expect(html).toContain("<h1>Maison à Liège</h1>");
      expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
      // The loader data and the context script stay, in their order.
      expect(html.indexOf("window.__reactRouterContext = {}")).toBeLessThan(
        html.indexOf("(function firstPaintLoader"),
      );
      expect(html.endsWith(data)).toBe(true);
      expect(loaderData(html)).toEqual({
        preloads: ["/assets/entry.client-A.js", "/assets/framework-B.js"],
        code: moduleCode,
      });
    },
  );

  it("escapes what would change how the browser reads its script", async () => {
    const code = `${moduleCode}\nconsole.log("<!-- <script>");`;
    const html = await rewritten(head + body.replace(moduleCode, code) + data, 50);
    const loader = html.slice(html.indexOf("})({"), html.indexOf(data));
    expect(loader).not.toMatch(/<!--|<script>/);
    expect(loaderData(html)?.code).toBe(code);
  });

  it("passes a document without React Router's scripts through unchanged", async () => {
    const html = "<!DOCTYPE html><html><body><p>Service indisponible</p></body></html>";
    expect(await rewritten(html, 5)).toBe(html);
  });
});

describe("the module script the loader adds (ADR 067)", () => {
  it("is read from the loader's data, however the loader's source was written", () => {
    const script = `(function firstPaintLoader(a,b){start()})({"preloads":["/assets/a.js"],"code":"import \\u003c\\"/x\\""},document.currentScript.nonce)`;
    expect(loaderModuleCode(script)).toBe('import <"/x"');
    expect(loaderModuleCode("window.__reactRouterContext = {}")).toBeUndefined();
  });
});
