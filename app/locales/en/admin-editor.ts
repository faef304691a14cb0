// Texts of the desk's rich-text editor (ADR 058).
// English defines the shape every other language must match (checked by tsc and messages.test.ts).
export const adminEditor = {
  toolbar: "Formatting",
  paragraph: "Paragraph",
  heading2: "Heading",
  heading3: "Subheading",
  bold: "Bold",
  italic: "Italic",
  bulletList: "Bulleted list",
  orderedList: "Numbered list",
  quote: "Quote",
  link: "Link",
  undo: "Undo",
  redo: "Redo",
  fallbackHint:
    "Write in HTML: only paragraphs, headings, lists, links, bold, italic and quotes are kept.",
  linkDialog: {
    title: "Link",
    address: "Address",
    hint: "A page of this site (/en/contact/), a web address (https://…), mailto: or tel:",
    invalid:
      "This address is not allowed: use a page of this site (starting with /), https://, http://, mailto: or tel:.",
    apply: "Apply",
    remove: "Remove link",
    cancel: "Cancel",
  },
};

export type AdminEditorMessages = typeof adminEditor;
