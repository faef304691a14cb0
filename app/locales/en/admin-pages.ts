// Texts of the desk's pages tree (issue 27 "Pages and collections", ADR 062). English defines the shape
// every other language must match.
export const adminPages = {
  title: "Pages",
  intro:
    "Every page of the site's menu, hidden ones too, each under its parent in menu order. Open a page to write its texts in every language, then publish it.",
  tree: {
    caption: "The menu's pages",
    page: "Page",
    title: "Title",
    address: "Address",
    state: "State",
    languages: "Languages",
    order: "Order",
    actions: "Delete",
    under: "under {{parent}}",
    noTitle: "no title",
    visible: "Visible",
    hidden: "Hidden",
    draft: "Draft waiting",
    stale: "Draft out of date",
    staleHint: "published again since the draft began: look at it before publishing",
    complete: "Complete",
    missing: "Missing: {{languages}}",
    up: "Up",
    down: "Down",
    upLabel: "Move {{name}} up",
    downLabel: "Move {{name}} down",
    remove: "Delete",
    removeLabel: "Delete {{name}}",
    empty: "The menu has no page yet.",
    dragHint:
      "With a mouse, you may also drag a page onto another one of its level to put it in that place.",
  },
  create: {
    title: "New page",
    intro:
      "The page starts hidden, last under its parent, without texts: its editor opens to write them.",
    name: "Name",
    nameHint: "For the desk only, such as Our services",
    path: "URL segment",
    pathHint: "Letters, digits and hyphens, such as our-services",
    parent: "Parent",
    top: "Top of the menu",
    submit: "Create the page",
  },
  remove: {
    title: "Delete {{name}}?",
    intro:
      "The page, its modules and its draft are removed for good; its published versions stay in the history. Its address is not redirected. To keep it for later, hide it instead.",
    confirm: "Delete the page",
    cancel: "Keep it",
    hasChildren: "{{name}} was not deleted: it has pages under it. Move or delete them first.",
  },
  moveRefused: {
    title: "{{name}} could not be moved",
    missing: "A move publishes the page again, and it has no title in: {{languages}}.",
    other: "A move publishes the page again, and its editor shows why it cannot be published.",
    open: "Open {{name}}",
  },
  done: {
    moved: "The page was moved and published.",
    deleted: "The page was deleted.",
  },
  errors: {
    pathFormat: "Use only letters, digits and hyphens, with no space or slash.",
    pathTaken: "Another page under this parent has this URL segment.",
    unknownParent: "This page no longer exists: choose another parent.",
  },
};

export type AdminPagesMessages = typeof adminPages;
