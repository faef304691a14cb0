/**
 * A Content-Disposition header that names the file the way the visitor reads it (RFC 6266): `filename*`
 * carries the name in UTF-8 ("Relevé du compteur d'eau.pdf", RFC 8187 percent-encoding), and `filename`
 * an ASCII stand-in (accents dropped) for the few clients that do not read the first.
 */
export function contentDisposition(type: "inline" | "attachment", name: string): string {
  const ascii = name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[^\x20-\x7e]|["\\%]/g, "-");
  // encodeURIComponent leaves ' ( ) * as they are; RFC 8187 allows none of them unescaped.
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
