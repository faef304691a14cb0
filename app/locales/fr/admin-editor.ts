import type { AdminEditorMessages } from "#app/locales/en/admin-editor.ts";

export const adminEditor: AdminEditorMessages = {
  toolbar: "Mise en forme",
  paragraph: "Paragraphe",
  heading2: "Titre",
  heading3: "Sous-titre",
  bold: "Gras",
  italic: "Italique",
  bulletList: "Liste à puces",
  orderedList: "Liste numérotée",
  quote: "Citation",
  link: "Lien",
  undo: "Annuler",
  redo: "Rétablir",
  fallbackHint:
    "Écrivez en HTML : seuls les paragraphes, titres, listes, liens, gras, italique et citations sont gardés.",
  linkDialog: {
    title: "Lien",
    address: "Adresse",
    hint: "Une page de ce site (/fr/contact/), une adresse web (https://…), mailto: ou tel:",
    invalid:
      "Cette adresse n’est pas permise : utilisez une page de ce site (commençant par /), https://, http://, mailto: ou tel:.",
    apply: "Appliquer",
    remove: "Retirer le lien",
    cancel: "Annuler",
  },
};
