import editorStyles from "#app/styles/admin-editor.css?url";

/** The rich-text editor's rules, beside the desk's own (React hoists and dedupes it). */
export function EditorStyles() {
  return <link rel="stylesheet" href={editorStyles} precedence="desk" />;
}
