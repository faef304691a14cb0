import type { i18n, TFunction } from "i18next";

type Translate = (key: unknown, ...rest: unknown[]) => unknown;

/**
 * Makes an instance resolve each text asked without values once: its texts never change (i18n.ts), and
 * a page asks for the same labels over and over (a listing's cards, every link of the menu). i18next
 * resolves a key anew at each call (namespace, key path, plural and format checks), which was 6-8 % of
 * an uncached page's server time (issue 29). A call with values, a count or a context is passed on as
 * it is. The translate functions React asks for are shared per language, namespaces and key prefix, so
 * they also keep their identity between renders.
 */
export function rememberPlainTexts(instance: i18n): void {
  const translate = instance.t.bind(instance) as unknown as Translate;
  instance.t = remembering(translate) as unknown as i18n["t"];

  const fixed = instance.getFixedT.bind(instance);
  const fixedTs = new Map<string, TFunction>();
  instance.getFixedT = ((...args: Parameters<i18n["getFixedT"]>) => {
    if (typeof args[2] === "function") return fixed(...args);
    // Language, namespaces, key prefix and the namespaces in scope (react-i18next's `scopeNs`).
    const id = JSON.stringify(args);
    let t = fixedTs.get(id);
    if (!t) {
      const original = fixed(...args) as unknown as Translate & Record<string, unknown>;
      t = Object.assign(remembering(original), {
        lng: original.lng,
        ns: original.ns,
        keyPrefix: original.keyPrefix,
      }) as unknown as TFunction;
      fixedTs.set(id, t);
    }
    return t;
  }) as i18n["getFixedT"];
}

function remembering(translate: Translate): Translate {
  const known = new Map<string, unknown>();
  return (key, ...rest) => {
    if (rest.length > 0 || typeof key !== "string") return translate(key, ...rest);
    if (!known.has(key)) known.set(key, translate(key));
    return known.get(key);
  };
}
