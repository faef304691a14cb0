import type { AdminMediaMessages } from "#app/locales/en/admin-media.ts";

export const adminMedia: AdminMediaMessages = {
  list: {
    title: "Mediathek",
    intro:
      "Fotos, PDF-Dateien und Videos für die Seiten, Banner und das Logo der Website. Jedes Foto braucht eine Beschreibung in jeder Sprache der Website; sie wird Besuchern vorgelesen, die es nicht sehen.",
    empty: "Noch keine Dateien dieser Art.",
    filter: "Zeigen",
    kinds: { all: "Alle Dateien", image: "Fotos", pdf: "PDF-Dateien", video: "Videos" },
    files: "Dateien",
  },
  upload: {
    title: "Eine Datei hinzufügen",
    file: "Datei",
    fileHint:
      "Foto als JPEG, PNG, WebP, AVIF oder GIF bis {{image}} MB, PDF bis {{pdf}} MB, Video als MP4 oder WebM bis {{video}} MB.",
    drop: "Oder ziehen Sie eine Datei hierher.",
    dropped: "Gewählt: {{name}}",
    alt: "Beschreibung des Fotos",
    altHint:
      "Pflicht für ein Foto, in jeder Sprache der Website; für ein PDF oder ein Video leer lassen.",
    submit: "Hochladen",
  },
  item: {
    back: "Zurück zur Mediathek",
    facts: "Über diese Datei",
    kind: "Art",
    type: "Dateityp",
    size: "Größe",
    megabytes: "{{size}} MB",
    dimensions: "Abmessungen",
    pixels: "{{width}} × {{height}} Pixel",
    uploaded: "Hochgeladen",
    open: "Die Datei öffnen",
    alt: "Beschreibung",
    saveAlt: "Die Beschreibungen speichern",
    usedIn: "Verwendet in",
    unused: "Nirgends auf der Website verwendet.",
    places: {
      settings: "Einstellungen der Website",
      page: "Seite",
      module: "Block einer Seite",
      article: "Artikel",
      property: "Immobilie {{id}}",
      project: "Projekt {{id}}",
      draft: "Entwurf",
    },
    delete: "Diese Datei löschen",
    deleteHint: "Das Löschen kann nicht rückgängig gemacht werden.",
    inUse:
      "Diese Datei kann nicht gelöscht werden, solange die Website sie verwendet: entfernen Sie sie zuerst an den Stellen oben.",
  },
  picker: {
    label: "Bild",
    none: "Kein Bild",
  },
  languages: { en: "Englisch", nl: "Niederländisch", fr: "Französisch", de: "Deutsch" },
  done: {
    uploaded: "Die Datei ist in der Mediathek.",
    duplicate: "Diese Datei war schon in der Mediathek: hier ist sie.",
    alt: "Die Beschreibungen sind gespeichert.",
    deleted: "Die Datei ist gelöscht.",
  },
  errors: {
    noFile: "Wählen Sie eine Datei zum Hochladen.",
    empty: "Die Datei ist leer.",
    notAllowed:
      "Diese Art Datei wird nicht angenommen: laden Sie ein Foto als JPEG, PNG, WebP, AVIF oder GIF, ein PDF oder ein Video als MP4 oder WebM hoch.",
    script:
      "Diese Datei enthält Webseiten-Code oder ein Skript (zum Beispiel eine SVG-Zeichnung oder eine HTML-Seite) und wird zur Sicherheit der Besucher abgelehnt.",
    pdfScript:
      "Dieses PDF führt JavaScript aus und wird zur Sicherheit der Besucher abgelehnt: speichern Sie es ohne neu.",
    tooLarge: "Die Datei ist größer als für ihre Art erlaubt: die Grenzen stehen unter dem Feld.",
    missingAlt:
      "Beschreiben Sie das Foto in dieser Sprache: jede Sprache der Website braucht ihre Beschreibung.",
    altTooLong: "Eine Beschreibung hat höchstens 250 Zeichen.",
    used: "Diese Datei wird noch auf der Website verwendet und wurde nicht gelöscht.",
  },
};
