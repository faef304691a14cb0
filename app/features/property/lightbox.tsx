import {
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
  useEffect,
  useRef,
  useState,
} from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "#app/components/ui/icon.tsx";
import { keepFocusInside } from "#app/components/ui/keep-focus-inside.ts";
import { ResponsivePhoto } from "#app/components/ui/responsive-photo.tsx";
import type { Photo } from "#app/model/media/image-variants.ts";
import { slideshowInterval, slideWindow, swipeStep, wrapIndex } from "./slideshow.ts";

export interface LightboxProps {
  photos: Photo[];
  title: string;
  /** The photo it opens on. */
  start: number;
  /** Called once the dialog has closed (Escape, the close button). */
  onClose: () => void;
}

const ratio = ({ width, height }: Photo) => (width / height).toFixed(3);

// The photo fits the screen below the bar (4rem) and above its caption (3rem), beside the arrows from
// 767 px (5rem each side): the browser takes the variant for that width (up to 1600, docs/requirements.md §9).
// gallery.css gives its box the same width from --ratio, set before the photo arrives.
const lightboxSizes = (photo: Photo) => {
  const tall = `calc((100vh - 7rem) * ${ratio(photo)})`;
  return `(min-width: 767px) min(calc(100vw - 10rem), ${tall}), min(100vw, ${tall})`;
};

// docs/requirements.md §2 Property detail: lightbox and slideshow. A modal <dialog>: the page behind is inert, Escape
// closes it. The shown photo and its two neighbours are in the page, stacked, so that the neighbours
// load ahead and the next one fades in over the last (docs/requirements.md §9: 500 ms, gallery.css; instant under
// reduced motion). The slideshow starts on its button only and stops when the dialog closes or the
// tab is hidden (WCAG 2.2.2).
export function Lightbox({ photos, title, start, onClose }: LightboxProps) {
  const { t } = useTranslation("property");
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const pressed = useRef<{ x: number; y: number }>(undefined);
  const [index, setIndex] = useState(start);
  const [playing, setPlaying] = useState(false);
  const count = photos.length;
  const step = (by: number) => setIndex((i) => wrapIndex(i + by, count));

  useEffect(() => {
    dialog.current?.showModal();
    closeButton.current?.focus();
    const pause = () => {
      if (document.hidden) setPlaying(false);
    };
    document.addEventListener("visibilitychange", pause);
    return () => document.removeEventListener("visibilitychange", pause);
  }, []);

  useEffect(() => {
    if (!playing || count < 2) return;
    const timer = window.setTimeout(() => setIndex(wrapIndex(index + 1, count)), slideshowInterval);
    return () => window.clearTimeout(timer);
  }, [playing, index, count]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    const by = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (by && count > 1) {
      event.preventDefault();
      step(by);
    } else keepFocusInside(event);
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = pressed.current;
    pressed.current = undefined;
    const by = from ? swipeStep(event.clientX - from.x, event.clientY - from.y) : 0;
    if (by && count > 1) step(by);
  };
  // The CRM's name of the picture where it gives one, else which photo of how many.
  const caption = (i: number) =>
    photos[i]?.caption ?? t("property.photo", { number: i + 1, total: count });
  // In the order of the photos, so that a photo kept from one window to the next is never moved in
  // the page (a moved element would restart its fade).
  const slides = slideWindow(index, count).sort((a, b) => a - b);

  return (
    <dialog
      ref={dialog}
      className="lightbox"
      aria-label={t("gallery.dialog", { title })}
      onClose={onClose}
      onKeyDown={onKeyDown}
    >
      <div className="lightbox__bar">
        <p className="lightbox__counter" aria-hidden="true">
          {index + 1} / {count}
        </p>
        {count > 1 ? (
          <button
            type="button"
            className="lightbox__button"
            aria-label={t(playing ? "gallery.pause" : "gallery.play")}
            onClick={() => setPlaying(!playing)}
          >
            <Icon name={playing ? "pause" : "play"} />
          </button>
        ) : null}
        <button
          ref={closeButton}
          type="button"
          className="lightbox__button"
          aria-label={t("gallery.close")}
          onClick={() => dialog.current?.close()}
        >
          <Icon name="close" />
        </button>
      </div>
      <div
        className="lightbox__stage"
        onPointerDown={(event) => {
          pressed.current = { x: event.clientX, y: event.clientY };
        }}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          pressed.current = undefined;
        }}
      >
        {slides.map((i) => {
          const photo = photos[i] as Photo;
          return (
            <figure
              key={photo.key}
              className="lightbox__slide"
              data-current={i === index}
              aria-hidden={i !== index}
              // Set by script (the lightbox never renders on the server), which the CSP allows.
              style={{ "--ratio": ratio(photo) } as CSSProperties}
            >
              <ResponsivePhoto
                photo={photo}
                alt={i === 0 ? title : caption(i)}
                sizes={lightboxSizes(photo)}
                priority="eager"
              />
              <figcaption className="lightbox__caption">{caption(i)}</figcaption>
            </figure>
          );
        })}
      </div>
      {count > 1 ? (
        <>
          <button
            type="button"
            className="lightbox__button lightbox__arrow lightbox__arrow--previous"
            aria-label={t("gallery.previous")}
            onClick={() => step(-1)}
          >
            <Icon name="chevronLeft" />
          </button>
          <button
            type="button"
            className="lightbox__button lightbox__arrow lightbox__arrow--next"
            aria-label={t("gallery.next")}
            onClick={() => step(1)}
          >
            <Icon name="chevronRight" />
          </button>
        </>
      ) : null}
      {/* Screen readers hear where they are after an arrow, not every turn of the slideshow. */}
      <p className="visually-hidden" aria-live="polite">
        {playing ? "" : caption(index)}
      </p>
    </dialog>
  );
}
