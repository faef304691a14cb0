import { type DragEvent, useState } from "react";
import { useSubmit } from "react-router";

// Issue 27 "Pages and collections": drag and drop in the pages tree, a mouse's shortcut for the move
// buttons (keyboard users keep those; without JavaScript they are all there is). A row dropped onto
// another row of the same parent takes its place: the same use case as the buttons, posted to
// `?do=place` (ADR 062).

interface DraggedPage {
  id: number;
  parent: number | null;
}

export function usePageDrag() {
  const submit = useSubmit();
  const [dragged, setDragged] = useState<DraggedPage>();
  const [target, setTarget] = useState<number>();
  const sibling = (page: DraggedPage) =>
    dragged !== undefined && dragged.id !== page.id && dragged.parent === page.parent;
  return {
    dragged: dragged?.id,
    target,
    /** What a page's row needs to be dragged and dropped onto. */
    rowProps: (page: DraggedPage) => ({
      draggable: true,
      onDragStart: (event: DragEvent<HTMLTableRowElement>) => {
        event.dataTransfer.effectAllowed = "move";
        event.dataTransfer.setData("text/plain", String(page.id));
        setDragged(page);
      },
      onDragOver: (event: DragEvent<HTMLTableRowElement>) => {
        if (!sibling(page)) return;
        event.preventDefault();
        setTarget(page.id);
      },
      onDragLeave: () => setTarget((current) => (current === page.id ? undefined : current)),
      onDrop: (event: DragEvent<HTMLTableRowElement>) => {
        event.preventDefault();
        if (dragged && sibling(page))
          void submit(
            { id: String(dragged.id), at: String(page.id) },
            { method: "post", action: "?do=place" },
          );
        setTarget(undefined);
      },
      onDragEnd: () => {
        setDragged(undefined);
        setTarget(undefined);
      },
    }),
  };
}
