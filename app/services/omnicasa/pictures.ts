import type { OmnicasaItem } from "./answer-schema.ts";
import { isAbsent, readInteger, readText, ValueError } from "./values.ts";

// A property's or project's photos (issue 28, defect 4). Public clients name the picture fields in
// every size: tombroucke/otomaties-omnicasa-sync (SyncService::buildMeta) lists SmallPictures,
// MediumPictures, LargePictures and the items SmallPictureItems, MediumPictureItems, LargePictureItems,
// XLargePictureItems (besides the single SmallPicture...XLargePictureItem); modmore/Omnicasa reads
// MediumPictureItems as thumbnails and XLargePictureItems as images. A feed may send only some of them.
// The lists hold the same photos in the same order, each in its list's size, so photo n is taken from
// the largest list that has an nth entry.

/** Largest first: items (Url, Width, Height) before plain lists of URLs of the same size. */
export const pictureLists = [
  "XLargePictureItems",
  "LargePictureItems",
  "LargePictures",
  "MediumPictureItems",
  "MediumPictures",
  "SmallPictureItems",
  "SmallPictures",
] as const;

// A picture item: Url, Width, Height, Name (modmore/Omnicasa single snippet); a plain list holds URLs.
// Its Name and ID are not read: a picture belongs to every language of its property, while names may
// be written per language.
export function readPicture(value: unknown): Record<string, unknown> | undefined {
  if (isAbsent(value)) return undefined;
  if (typeof value === "string") return { Url: value.trim() };
  if (typeof value !== "object" || Array.isArray(value)) {
    throw new ValueError(`must be a picture with a Url (got ${JSON.stringify(value)})`);
  }
  const item = value as OmnicasaItem;
  const picture = {
    Url: readText(item.Url),
    Width: readInteger(item.Width),
    Height: readInteger(item.Height),
  };
  if (picture.Url === undefined) throw new ValueError("must have a Url");
  return Object.fromEntries(Object.entries(picture).filter(([, v]) => v !== undefined));
}

/** Every list's pictures by position (null: an empty entry). Errors name the list and entry. */
function readList(item: OmnicasaItem, list: string): (Record<string, unknown> | null)[] {
  const value = item[list];
  if (isAbsent(value)) return [];
  if (!Array.isArray(value)) throw new ValueError("must be a list of pictures", list);
  return value.map((entry, index) => {
    try {
      return readPicture(entry) ?? null;
    } catch (error) {
      if (!(error instanceof ValueError)) throw error;
      throw new ValueError(error.message, `${list}[${index}]`);
    }
  });
}

/** Each photo in the largest size the feed gives, with the list entry it came from. */
function photosOf(item: OmnicasaItem): { picture: Record<string, unknown>; source: string }[] {
  const lists = pictureLists.map((list) => readList(item, list));
  const count = Math.max(...lists.map((list) => list.length));
  return Array.from({ length: count }, (_, index) => {
    const n = lists.findIndex((list) => list[index]);
    const picture = lists[n]?.[index];
    return picture ? [{ picture, source: `${pictureLists[n]}[${index}]` }] : [];
  }).flat();
}

/** The photos of an item, each in the largest size the feed gives; undefined when it lists none. */
export function readPictureLists(
  _value: unknown,
  item: OmnicasaItem,
): Record<string, unknown>[] | undefined {
  const photos = photosOf(item);
  return photos.length > 0 ? photos.map((photo) => photo.picture) : undefined;
}

/** The list entry snapshot photo n came from, for messages (`LargePictures[2]`). */
export function pictureSource(item: OmnicasaItem, index: number): string | undefined {
  return photosOf(item)[index]?.source;
}
