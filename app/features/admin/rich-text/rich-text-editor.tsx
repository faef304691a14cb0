import { EditorContent, useEditor } from "@tiptap/react";
import { useState } from "react";
import { LinkDialog } from "./link-dialog.tsx";
import { richTextExtensions } from "./rich-text-extensions.ts";
import { RichTextToolbar } from "./rich-text-toolbar.tsx";

export interface RichTextEditorProps {
  /** The editing area's id (the field's label points to it). */
  id: string;
  /** The form field's name: a hidden input under it carries the text as HTML. */
  name: string;
  labelId: string;
  describedBy: string | undefined;
  invalid: boolean;
  /** The text to start from (HTML of the subset, or what was typed in the plain box before this loaded). */
  initial: string;
}

/**
 * The desk's rich-text editor (Tiptap 3 on ProseMirror, ADR 058), loaded as a chunk of its own by
 * RichTextField: the formatting the site keeps and nothing else; the form posts its HTML as a plain field.
 */
export default function RichTextEditor(props: RichTextEditorProps) {
  const [html, setHtml] = useState(props.initial);
  const [linking, setLinking] = useState(false);
  const editor = useEditor({
    extensions: richTextExtensions,
    content: props.initial,
    // The site's content security policy refuses an added <style>: admin-editor.css holds those rules.
    injectCSS: false,
    editorProps: {
      attributes: {
        id: props.id,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": props.labelId,
        ...(props.describedBy ? { "aria-describedby": props.describedBy } : {}),
        ...(props.invalid ? { "aria-invalid": "true" } : {}),
        class: "rich-text__area prose",
      },
      // Ctrl/Cmd+K: the link dialog, as in most editors.
      handleKeyDown: (_, event) => {
        if (event.key !== "k" || !(event.ctrlKey || event.metaKey)) return false;
        event.preventDefault();
        setLinking(true);
        return true;
      },
    },
    onUpdate: ({ editor: changed }) => setHtml(changed.isEmpty ? "" : changed.getHTML()),
  });
  return (
    <div className="rich-text__editor">
      <RichTextToolbar editor={editor} controls={props.id} onLink={() => setLinking(true)} />
      <EditorContent editor={editor} />
      <input type="hidden" name={props.name} value={html} />
      <LinkDialog editor={editor} open={linking} onClose={() => setLinking(false)} />
    </div>
  );
}
