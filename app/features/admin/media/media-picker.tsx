import { useTranslation } from "react-i18next";
import type { PickerImage } from "#app/model/admin/media-library.ts";
import { MediaStyles } from "./media-styles.tsx";
import { MediaThumbnail } from "./media-thumbnail.tsx";

interface MediaPickerProps {
  /** The form field's name: it posts the chosen image's imageRef as JSON, or "" for none. */
  name: string;
  legend: string;
  images: PickerImage[];
  /** The key of the image chosen now (site-config.ts imageRef.key). */
  selected?: string | undefined;
  /** Help and errors shown under the legend, and the ids that describe the group with them. */
  notes?: React.ReactNode;
  describedBy?: string | undefined;
}

/**
 * The choice of a library image for a setting or a page (issue 27, ADR 059): a group of radio buttons,
 * one per image with its thumbnail, so that it works without JavaScript and by keyboard.
 */
export function MediaPicker(props: MediaPickerProps) {
  const { name, legend, images, selected, notes, describedBy } = props;
  const { t } = useTranslation("adminMedia");
  return (
    <fieldset className="media-picker" aria-describedby={describedBy}>
      <MediaStyles />
      <legend>{legend}</legend>
      {notes}
      <ul className="media-picker__grid">
        <li>
          <label className="media-picker__choice">
            <input type="radio" name={name} value="" defaultChecked={!selected} />
            <span className="media-picker__name">{t("picker.none")}</span>
          </label>
        </li>
        {images.map((image) => (
          <li key={image.key}>
            <label className="media-picker__choice">
              <input
                type="radio"
                name={name}
                value={image.value}
                defaultChecked={image.key === selected}
              />
              <MediaThumbnail thumbnail={image.thumbnail} alt={image.alt} />
              <span className="media-picker__name">{image.name}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
