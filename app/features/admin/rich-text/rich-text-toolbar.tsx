import { type Editor, useEditorState } from "@tiptap/react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";

interface Tool {
  key:
    | "paragraph"
    | "heading2"
    | "heading3"
    | "bold"
    | "italic"
    | "bulletList"
    | "orderedList"
    | "quote"
    | "link"
    | "undo"
    | "redo";
  /** Toggles have aria-pressed; actions (undo, redo, link) do not. */
  active?: (editor: Editor) => boolean;
  run: (editor: Editor, openLinkDialog: () => void) => void;
  enabled?: (editor: Editor) => boolean;
}

const chain = (editor: Editor) => editor.chain().focus();

const tools: Tool[] = [
  {
    key: "paragraph",
    active: (e) => e.isActive("paragraph"),
    run: (e) => chain(e).setParagraph().run(),
  },
  {
    key: "heading2",
    active: (e) => e.isActive("heading", { level: 2 }),
    run: (e) => chain(e).toggleHeading({ level: 2 }).run(),
  },
  {
    key: "heading3",
    active: (e) => e.isActive("heading", { level: 3 }),
    run: (e) => chain(e).toggleHeading({ level: 3 }).run(),
  },
  { key: "bold", active: (e) => e.isActive("bold"), run: (e) => chain(e).toggleBold().run() },
  { key: "italic", active: (e) => e.isActive("italic"), run: (e) => chain(e).toggleItalic().run() },
  {
    key: "bulletList",
    active: (e) => e.isActive("bulletList"),
    run: (e) => chain(e).toggleBulletList().run(),
  },
  {
    key: "orderedList",
    active: (e) => e.isActive("orderedList"),
    run: (e) => chain(e).toggleOrderedList().run(),
  },
  {
    key: "quote",
    active: (e) => e.isActive("blockquote"),
    run: (e) => chain(e).toggleBlockquote().run(),
  },
  { key: "link", run: (_, openLinkDialog) => openLinkDialog() },
  { key: "undo", run: (e) => chain(e).undo().run(), enabled: (e) => e.can().undo() },
  { key: "redo", run: (e) => chain(e).redo().run(), enabled: (e) => e.can().redo() },
];

interface ToolbarProps {
  editor: Editor;
  /** The editing area's id, for aria-controls. */
  controls: string;
  onLink: () => void;
}

/**
 * The formatting buttons, one toolbar stop (WAI-ARIA APG toolbar): Tab enters it on the last button used,
 * arrow keys, Home and End move between buttons; every button says its name in words.
 */
export function RichTextToolbar({ editor, controls, onLink }: ToolbarProps) {
  const { t } = useTranslation("adminEditor");
  const [current, setCurrent] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      tools.map((tool) => ({
        pressed: tool.active?.(e),
        disabled: tool.enabled ? !tool.enabled(e) : false,
      })),
  });
  const move = (event: React.KeyboardEvent) => {
    const last = tools.length - 1;
    const next = {
      ArrowRight: current === last ? 0 : current + 1,
      ArrowLeft: current === 0 ? last : current - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setCurrent(next);
    buttons.current[next]?.focus();
  };
  return (
    <div
      role="toolbar"
      aria-label={t("toolbar")}
      aria-controls={controls}
      className="rich-text__toolbar"
      onKeyDown={move}
    >
      {tools.map((tool, index) => (
        <button
          key={tool.key}
          ref={(button) => {
            buttons.current[index] = button;
          }}
          type="button"
          className="rich-text__tool"
          tabIndex={index === current ? 0 : -1}
          aria-pressed={tool.active ? (state[index]?.pressed ?? false) : undefined}
          aria-haspopup={tool.key === "link" ? "dialog" : undefined}
          // aria-disabled keeps the button reachable by the arrow keys while there is nothing to undo.
          aria-disabled={state[index]?.disabled || undefined}
          onFocus={() => setCurrent(index)}
          // A click leaves the focus and the selection in the text, as in every editor: Tiptap gives the
          // focus back only at the next frame, and what was typed before it went to the button.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            if (!state[index]?.disabled) tool.run(editor, onLink);
          }}
        >
          {t(tool.key)}
        </button>
      ))}
    </div>
  );
}
