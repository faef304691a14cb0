/** A library photo's thumbnail: sized (no layout shift), loaded only when near the screen. */
export function MediaThumbnail({
  thumbnail,
  alt,
}: {
  thumbnail: { src: string; width: number; height: number };
  alt: string;
}) {
  return (
    <img
      src={thumbnail.src}
      width={thumbnail.width}
      height={thumbnail.height}
      alt={alt}
      loading="lazy"
      decoding="async"
    />
  );
}
