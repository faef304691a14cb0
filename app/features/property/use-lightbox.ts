import { type ComponentType, useState } from "react";
import type { LightboxProps } from "./lightbox.tsx";

// The lightbox is its own chunk, not in the property page's first JavaScript: it is fetched when the
// visitor comes near the photos (pointer over them, or focus inside: a warm-up) and shown on a click.
const load = () => import("./lightbox.tsx");

interface Opened {
  index: number;
  /** What opened it: the focus goes back there when it closes. */
  trigger: HTMLElement;
}

export function useLightbox() {
  const [Lightbox, setLightbox] = useState<ComponentType<LightboxProps>>();
  const [opened, setOpened] = useState<Opened>();
  return {
    Lightbox: opened ? Lightbox : undefined,
    opened,
    warm: () => {
      load().catch(() => undefined);
    },
    /** Opens on that photo; should its code not arrive (offline), the visitor goes to `fallback`. */
    open: (index: number, trigger: HTMLElement, fallback: string) => {
      load().then(
        (module) => {
          setLightbox(() => module.Lightbox);
          setOpened({ index, trigger });
        },
        () => window.location.assign(fallback),
      );
    },
    close: () => {
      opened?.trigger.focus();
      setOpened(undefined);
    },
  };
}
