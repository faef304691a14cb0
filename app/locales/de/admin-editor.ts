import type { AdminEditorMessages } from "#app/locales/en/admin-editor.ts";

export const adminEditor: AdminEditorMessages = {
  toolbar: "Formatierung",
  paragraph: "Absatz",
  heading2: "Überschrift",
  heading3: "Zwischenüberschrift",
  bold: "Fett",
  italic: "Kursiv",
  bulletList: "Aufzählung",
  orderedList: "Nummerierte Liste",
  quote: "Zitat",
  link: "Link",
  undo: "Rückgängig",
  redo: "Wiederholen",
  fallbackHint:
    "Schreiben Sie in HTML: Nur Absätze, Überschriften, Listen, Links, Fett, Kursiv und Zitate bleiben erhalten.",
  linkDialog: {
    title: "Link",
    address: "Adresse",
    hint: "Eine Seite dieser Website (/de/kontakt/), eine Webadresse (https://…), mailto: oder tel:",
    invalid:
      "Diese Adresse ist nicht erlaubt: Verwenden Sie eine Seite dieser Website (beginnend mit /), https://, http://, mailto: oder tel:.",
    apply: "Übernehmen",
    remove: "Link entfernen",
    cancel: "Abbrechen",
  },
};
