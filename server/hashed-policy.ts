import { createHash } from "node:crypto";
import { loaderModuleCode } from "#app/http/after-first-paint.server.ts";

// ADR 067: a page kept by the page cache carries no nonce. Its Content-Security-Policy lists the hash
// of each inline script and style it holds instead, so that its bytes are the same for every visitor
// and can be kept compressed. Only these exact scripts run: an injected one matches no hash.

const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
const inlineStyle = /<style\b([^>]*)>([\s\S]*?)<\/style>/g;

/**
 * The page without its nonce and the policy that allows exactly its inline scripts and styles; none
 * when the nonce shows anywhere else than in the `nonce` attributes and the policy, which this does
 * not know how to take out.
 */
export function hashedPolicy(
  html: string,
  policy: string,
  nonce: string,
): { html: string; policy: string } | undefined {
  // Only what the page allowed by its nonce is allowed by hash: a script or style that came into the
  // page without it (stored content that escaped the sanitiser) stays refused, as it was.
  const allowed = (attributes: string) => attributes.includes(` nonce="${nonce}"`);
  const scripts: string[] = [];
  for (const [, attributes = "", code = ""] of html.matchAll(inlineScript)) {
    if (!allowed(attributes)) continue;
    scripts.push(code);
    // The loader of ADR 025 adds React Router's module script once the page is painted.
    const module = loaderModuleCode(code);
    if (module !== undefined) scripts.push(module);
  }
  const styles = [...html.matchAll(inlineStyle)]
    .filter(([, attributes = ""]) => allowed(attributes))
    .map(([, , css = ""]) => css);
  const page = html.replaceAll(` nonce="${nonce}"`, "");
  if (page.includes(nonce)) return undefined;
  const sources = { "script-src": hashes(scripts), "style-src": hashes(styles) };
  const directives = policy.split("; ").map((directive) => {
    const name = directive.split(" ", 1)[0] as keyof typeof sources;
    const allowed = sources[name];
    if (allowed === undefined) return directive;
    return directive.replace(` 'nonce-${nonce}'`, allowed.map((hash) => ` ${hash}`).join(""));
  });
  const hashed = directives.join("; ");
  if (hashed.includes(nonce)) return undefined;
  return { html: page, policy: hashed };
}

function hashes(texts: string[]): string[] {
  const distinct = new Set(
    texts.map((text) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`),
  );
  return [...distinct];
}
