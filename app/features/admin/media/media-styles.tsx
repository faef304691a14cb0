import mediaStyles from "#app/styles/admin-media.css?url";

/** The media library's stylesheet: loaded by its pages only (React hoists it into the head). */
export function MediaStyles() {
  return <link rel="stylesheet" href={mediaStyles} precedence="desk" />;
}
