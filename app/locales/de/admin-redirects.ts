import type { AdminRedirectsMessages } from "#app/locales/en/admin-redirects.ts";

export const adminRedirects: AdminRedirectsMessages = {
  title: "Weiterleitungen",
  intro:
    "Alte Adressen Ihrer früheren Website, die jetzt zu einer Seite dieser Website führen. Wer eine alte Adresse aufruft, Besucher oder Suchmaschine, wird sofort weitergeleitet (dauerhafte Weiterleitung, 301).",
  list: {
    title: "Weiterleitungen",
    search: "Suchen",
    searchHint: "Ein Teil einer alten oder neuen Adresse",
    filter: "Filtern",
    clear: "Filter löschen",
    empty: "Keine Weiterleitung gefunden.",
    from: "Alte Adresse",
    to: "Neue Adresse",
    origin: "Angelegt durch",
    added: "Hinzugefügt",
    remove: "Entfernen",
    removeLabel: "Die Weiterleitung von {{from}} entfernen",
    more: "Nächste Weiterleitungen",
    first: "Zurück zu den ersten",
    origins: { import: "CSV-Import", desk: "Desk", page: "Seite verschoben" },
  },
  add: {
    title: "Eine Weiterleitung hinzufügen",
    from: "Alte Adresse",
    fromHint: "Ein Pfad wie /ueber-uns.html oder die vollständige alte Adresse",
    to: "Neue Adresse",
    toHint:
      "Ein Pfad dieser Website wie /de/ueber-uns/ oder die vollständige Adresse einer anderen Website",
    submit: "Hinzufügen",
  },
  upload: {
    title: "Eine CSV-Datei importieren",
    hint: "Zwei Spalten, erst die alte, dann die neue Adresse, getrennt durch Semikolon oder Komma; eine Kopfzeile ist erlaubt. Höchstens 10.000 Zeilen. Wird eine Zeile abgelehnt, wird nichts geschrieben.",
    file: "CSV-Datei",
    dryRun: "Die Datei nur prüfen, nichts schreiben",
    submit: "Importieren",
    noFile: "Wählen Sie eine CSV-Datei.",
    notText: "Diese Datei ist kein UTF-8-Text. Speichern Sie sie erneut als CSV UTF-8.",
  },
  done: {
    added: "Die Weiterleitung wurde hinzugefügt.",
    removed: "Die Weiterleitung wurde entfernt.",
    imported_one: "{{count}} Weiterleitung wurde importiert.",
    imported_other: "{{count}} Weiterleitungen wurden importiert.",
    unchanged_one: "{{count}} Zeile war schon vorhanden.",
    unchanged_other: "{{count}} Zeilen waren schon vorhanden.",
    dryRun_one: "Geprüft: {{count}} Weiterleitung würde hinzugefügt. Nichts wurde geschrieben.",
    dryRun_other:
      "Geprüft: {{count}} Weiterleitungen würden hinzugefügt. Nichts wurde geschrieben.",
  },
  refused: {
    title_one: "Nichts wurde geschrieben: {{count}} Zeile zu korrigieren",
    title_other: "Nichts wurde geschrieben: {{count}} Zeilen zu korrigieren",
    single: "Die Weiterleitung wurde nicht hinzugefügt",
    line: "Zeile {{line}}:",
    file: "Die Datei:",
    reasons: {
      columns: "zwei Spalten sind nötig: die alte Adresse, dann die neue.",
      source:
        "die alte Adresse ist weder ein Pfad (/seite.html) noch eine vollständige Adresse (https://...).",
      target:
        "die neue Adresse ist weder ein Pfad dieser Website (/de/...) noch eine vollständige Adresse (https://...).",
      self: "alte und neue Adresse sind gleich.",
      duplicate: "diese alte Adresse steht schon in Zeile {{detail}}.",
      exists:
        "diese alte Adresse führt schon zu {{detail}}. Entfernen Sie zuerst diese Weiterleitung.",
      loop: "eine Schleife: {{detail}} führt zu dieser alten Adresse zurück.",
      chain:
        "eine Kette: {{detail}} wird selbst weitergeleitet. Geben Sie die endgültige Adresse an.",
      livePage:
        "diese Adresse ist eine Seite dieser Website: sie kann nicht weitergeleitet werden.",
      tooMany: "mehr als 10.000 Zeilen. Teilen Sie die Datei.",
      empty: "sie enthält keine Weiterleitung.",
    },
  },
};
