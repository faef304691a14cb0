import { type RefObject, useEffect, useState } from "react";

/**
 * Drag and drop onto the upload form (issue 27, ADR 059): a dropped file fills the form's file field,
 * so that the form posts it as if picked; without JavaScript the picker alone works. Answers whether
 * a file is over the zone, and the name of the one dropped.
 */
export function useFileDrop(
  zone: RefObject<HTMLElement | null>,
  input: RefObject<HTMLInputElement | null>,
) {
  const [over, setOver] = useState(false);
  const [dropped, setDropped] = useState<string>();
  useEffect(() => {
    const element = zone.current;
    if (!element) return;
    const enter = (event: DragEvent) => {
      if (!event.dataTransfer?.types.includes("Files")) return;
      event.preventDefault();
      setOver(true);
    };
    const leave = () => setOver(false);
    const drop = (event: DragEvent) => {
      event.preventDefault();
      setOver(false);
      const files = event.dataTransfer?.files;
      const field = input.current;
      if (!files?.length || !field) return;
      // One file per upload: the first one dropped.
      const one = new DataTransfer();
      one.items.add(files[0] as File);
      field.files = one.files;
      setDropped(field.files[0]?.name);
    };
    element.addEventListener("dragenter", enter);
    element.addEventListener("dragover", enter);
    element.addEventListener("dragleave", leave);
    element.addEventListener("drop", drop);
    return () => {
      element.removeEventListener("dragenter", enter);
      element.removeEventListener("dragover", enter);
      element.removeEventListener("dragleave", leave);
      element.removeEventListener("drop", drop);
    };
  }, [zone, input]);
  return { over, dropped };
}
