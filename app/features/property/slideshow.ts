// Pure rules of the lightbox and its slideshow (docs/requirements.md §2 Property detail, §9 Slider).

/** docs/requirements.md §9 Slider: "autoplay". Ours: a photo stays 5 s, long enough to look at it, then fades (500 ms, CSS). */
export const slideshowInterval = 5000;

/** A swipe moves on once the finger travels this far sideways (CSS px), more than it travels up or down. */
export const swipeDistance = 40;

/** The place `index` comes to in a row of `count` photos, going round: after the last the first. */
export function wrapIndex(index: number, count: number): number {
  if (count < 1) return 0;
  return ((index % count) + count) % count;
}

/**
 * The photos the lightbox keeps in the page: the one shown, then the next and the previous, loaded
 * ahead at the size they will show at, so that an arrow, a swipe or the slideshow shows them at once.
 * Each place once (two photos are each other's next and previous).
 */
export function slideWindow(index: number, count: number): number[] {
  const places = [index, index + 1, index - 1].map((i) => wrapIndex(i, count));
  return [...new Set(places)].slice(0, count);
}

/**
 * Which way a pointer that moved (dx, dy) from where it was pressed turns the photos: a swipe to the
 * left shows the next photo (+1), to the right the previous one (-1); a short or mostly vertical
 * move is no swipe (0).
 */
export function swipeStep(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < swipeDistance || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}
