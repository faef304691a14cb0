import type { AdminEditorMessages } from "#app/locales/en/admin-editor.ts";

export const adminEditor: AdminEditorMessages = {
  toolbar: "Opmaak",
  paragraph: "Alinea",
  heading2: "Titel",
  heading3: "Tussentitel",
  bold: "Vet",
  italic: "Cursief",
  bulletList: "Opsomming",
  orderedList: "Genummerde lijst",
  quote: "Citaat",
  link: "Link",
  undo: "Ongedaan maken",
  redo: "Opnieuw",
  fallbackHint:
    "Schrijf in HTML: alleen alinea's, titels, lijsten, links, vet, cursief en citaten blijven behouden.",
  linkDialog: {
    title: "Link",
    address: "Adres",
    hint: "Een pagina van deze site (/nl/contact/), een webadres (https://…), mailto: of tel:",
    invalid:
      "Dit adres is niet toegestaan: gebruik een pagina van deze site (beginnend met /), https://, http://, mailto: of tel:.",
    apply: "Toepassen",
    remove: "Link verwijderen",
    cancel: "Annuleren",
  },
};
