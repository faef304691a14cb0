// Issue 27 "Pages and collections": the desk's addresses of the pages (ADR 062: a page by its id).

export const pagesPath = "/admin/pages/";

/** A page's editor. */
export const pageEditorPath = (key: string | number) => `${pagesPath}${key}/`;
