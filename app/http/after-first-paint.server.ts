import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { type FirstPaintData, firstPaintLoader } from "#app/http/first-paint-loader.ts";

// ADR 025: a phone paints the page before it fetches JavaScript or web fonts. React Router's <Scripts>
// puts a modulepreload link for every client chunk in the head and, at the end of the body, an inline
// module script importing them: ~130 kB of framework code that a slow connection fetched together with
// the stylesheet and the first photo, so the first paint waited for all of it. This rewrites the
// document as it streams out: the links leave the head, and the module script becomes a small classic
// script (first-paint-loader.ts) that, once the first contentful paint is reported, adds the web fonts
// (their faces wait in a `data-fonts-after-paint` sheet, features/shell/document-head.tsx) and the
// links and the module script back.

const modulePreload = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g;
const moduleScript = /<script nonce="([^"]*)" type="module" async="">([\s\S]*?)<\/script>/;
const scriptEnd = "</script>";

/** The document's stream with the loading of scripts and fonts moved after the first paint. */
export function afterFirstPaint(): Transform {
  const decoder = new StringDecoder("utf8");
  const held: string[] = [];
  // The end of what came before, in case "</script>" is cut between two pieces.
  let tail = "";
  let done = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (done) return callback(null, chunk);
      // Everything up to the module script (the document's shell, written at once) is held and
      // rewritten in one piece; what follows (the streamed loader data) passes through. The held
      // text is looked at as a whole only when a script closes: React writes the shell in pieces of
      // 2 kB, and reading it all again at each piece cost 4 % of an uncached page (bench/README.md).
      const text = decoder.write(chunk);
      held.push(text);
      const seen = tail + text;
      tail = seen.slice(1 - scriptEnd.length);
      if (!seen.includes(scriptEnd)) return callback();
      const html = held.join("");
      held.length = 0;
      const found = moduleScript.exec(html);
      if (!found) {
        held.push(html);
        return callback();
      }
      done = true;
      callback(null, rewrite(html, found));
    },
    flush(callback) {
      callback(null, held.join("") + decoder.end());
    },
  });
}

function rewrite(html: string, [script, nonce, code = ""]: RegExpExecArray): string {
  const preloads = [...html.matchAll(modulePreload)].flatMap(([, href]) => (href ? [href] : []));
  const loader = `<script nonce="${nonce}">${loaderCode({ preloads, code })}</script>`;
  return html.replace(script, () => loader).replace(modulePreload, "");
}

const loaderEnd = ",document.currentScript.nonce)";
// Where the loader's data begins: `rewrite` gives it with `preloads` first.
const dataStart = ')({"preloads":';

/** The loader's source with its data: the module code may hold "<!--" or "<script", escaped here. */
function loaderCode(data: FirstPaintData): string {
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return `(${firstPaintLoader.toString()})(${json}${loaderEnd}`;
}

/**
 * The module script the loader adds, when `script` is the loader: a page whose policy lists its inline
 * scripts by hash must list this one too (ADR 067). Found by its data, not by the loader's source text,
 * which the server build and the server's own modules write differently.
 */
export function loaderModuleCode(script: string): string | undefined {
  const start = script.indexOf(dataStart);
  if (!script.startsWith("(function firstPaintLoader(") || start < 0 || !script.endsWith(loaderEnd))
    return undefined;
  const json = script.slice(start + 2, -loaderEnd.length);
  return (JSON.parse(json) as FirstPaintData).code;
}
