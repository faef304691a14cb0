// The script that replaces React Router's module script (ADR 025). It runs in the browser as it is
// written here: after-first-paint.server.ts sends its source text, so it may use nothing from outside
// its body and only what every browser we serve understands.

export interface FirstPaintData {
  /** The chunks React Router would have preloaded from the head. */
  preloads: string[];
  /** React Router's module script: route modules, manifest, the client entry. */
  code: string;
}

export function firstPaintLoader(data: FirstPaintData, nonce: string): void {
  let fontsAdded = false;
  let started = false;

  // The web font faces from their inert sheet (features/shell/document-head.tsx). `eager`: the files
  // are in the cache (a visitor coming from one of our pages), add them at once. Otherwise the faces
  // for Basic Latin load first and are added together with the rest: one layout, in the real fonts.
  function addFonts(eager: boolean) {
    if (fontsAdded) return;
    fontsAdded = true;
    const faces: FontFace[] = [];
    for (const sheet of document.querySelectorAll<HTMLStyleElement>(
      "style[data-fonts-after-paint]",
    )) {
      for (const rule of Array.from(sheet.sheet?.cssRules ?? [])) {
        if (!(rule instanceof CSSFontFaceRule)) continue;
        const face = (name: string) => rule.style.getPropertyValue(name);
        faces.push(
          new FontFace(face("font-family").replace(/"/g, ""), face("src"), {
            style: face("font-style"),
            weight: face("font-weight"),
            display: face("font-display") as FontDisplay,
            unicodeRange: face("unicode-range"),
          }),
        );
      }
    }
    const addAll = () => {
      for (const face of faces) document.fonts.add(face);
    };
    if (eager) return addAll();
    const latin = faces.filter((face) => face.unicodeRange.indexOf("U+0-FF,") === 0);
    Promise.all(latin.map((face) => face.load()))
      .catch(() => undefined)
      .then(addAll);
  }

  function start() {
    if (started) return;
    started = true;
    addFonts(false);
    for (const href of data.preloads) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      link.nonce = nonce;
      document.head.appendChild(link);
    }
    const script = document.createElement("script");
    script.type = "module";
    script.nonce = nonce;
    script.textContent = data.code;
    document.body.appendChild(script);
  }

  if (document.referrer.indexOf(`${location.origin}/`) === 0) addFonts(true);
  // The first contentful paint is reported once its frame is shown; where paint timing is unknown,
  // the timeout after the next frame's requestAnimationFrame comes after that frame.
  const Observer = window.PerformanceObserver;
  if (Observer?.supportedEntryTypes?.indexOf("paint") >= 0) {
    new Observer((list) => {
      if (list.getEntriesByName("first-contentful-paint").length) start();
    }).observe({ type: "paint", buffered: true });
  } else requestAnimationFrame(() => setTimeout(start, 0));
}
