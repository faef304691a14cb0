// Texts of the desk's rich-text editor and its check page (ADR 058).
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
  check: {
    title: "Writing check",
    intro:
      "Try the editor here: nothing is saved. After “Check”, you see the text exactly as the site would keep it.",
    field: "Text",
    submit: "Check",
    result: "What the site keeps",
    html: "Its HTML",
    tooLong: "The text is too long: at most 100,000 characters.",
  },
};

export type AdminEditorMessages = typeof adminEditor;
