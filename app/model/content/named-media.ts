// docs/operations.md "The site as a file": a site file may name an image or a file by a name of its own
// instead of a key of the media library (`"key": "demo:logo"`; the demo writes its own keys in before it
// imports, scripts/demo/site-file.ts). A plain import has no such media: it leaves the reference out of
// its document and says so. A media library key has no colon; a page module's relation, which also has a
// `key`, has a `type` and is never a reference to media.

export interface WithoutNamedMedia {
  value: unknown;
  /** The names left out, in the order met. */
  names: string[];
}

const nameOf = (value: object): string | undefined => {
  const { key, type } = value as { key?: unknown; type?: unknown };
  return typeof key === "string" && key.includes(":") && type === undefined ? key : undefined;
};

/** The document's body without the media it names by name (an object holding one is left out whole). */
export function withoutNamedMedia(body: unknown): WithoutNamedMedia {
  const names: string[] = [];
  const strip = (value: unknown): unknown => {
    if (typeof value !== "object" || value === null) return value;
    const name = nameOf(value);
    if (name !== undefined) {
      names.push(name);
      return undefined;
    }
    if (Array.isArray(value)) return value.map(strip).filter((item) => item !== undefined);
    return Object.fromEntries(
      Object.entries(value).flatMap(([field, item]) => {
        const kept = strip(item);
        return kept === undefined ? [] : [[field, kept]];
      }),
    );
  };
  return { value: strip(body), names };
}
