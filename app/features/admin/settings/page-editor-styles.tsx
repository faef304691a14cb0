import pageEditorStyles from "#app/styles/admin-page-editor.css?url";

/** The page editor's own stylesheet, over the settings pages' one. */
export function PageEditorStyles() {
  return <link rel="stylesheet" href={pageEditorStyles} precedence="desk" />;
}
