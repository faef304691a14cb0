import type { AdminRedirectsMessages } from "#app/locales/en/admin-redirects.ts";

export const adminRedirects: AdminRedirectsMessages = {
  title: "Doorverwijzingen",
  intro:
    "Oude adressen van uw vorige website die nu naar een pagina van deze site leiden. Een bezoeker of zoekmachine die een oud adres opvraagt, wordt meteen doorgestuurd (een permanente doorverwijzing, 301).",
  list: {
    title: "Doorverwijzingen",
    search: "Zoeken",
    searchHint: "Een deel van een oud of nieuw adres",
    filter: "Filteren",
    clear: "Filter wissen",
    empty: "Geen doorverwijzing gevonden.",
    from: "Oud adres",
    to: "Nieuw adres",
    origin: "Geschreven door",
    added: "Toegevoegd",
    remove: "Verwijderen",
    removeLabel: "De doorverwijzing van {{from}} verwijderen",
    more: "Volgende doorverwijzingen",
    first: "Terug naar de eerste",
    origins: { import: "CSV-import", desk: "Desk", page: "Pagina verplaatst" },
  },
  add: {
    title: "Een doorverwijzing toevoegen",
    from: "Oud adres",
    fromHint: "Een pad zoals /over-ons.html, of het volledige oude adres",
    to: "Nieuw adres",
    toHint: "Een pad van deze site zoals /nl/over-ons/, of een volledig adres van een andere site",
    submit: "Toevoegen",
  },
  upload: {
    title: "Een CSV-bestand importeren",
    hint: "Twee kolommen, oud adres en dan nieuw adres, gescheiden door een puntkomma of een komma; een kopregel mag. Hoogstens 10.000 regels. Er wordt niets geschreven als één regel geweigerd wordt.",
    file: "CSV-bestand",
    dryRun: "Het bestand enkel nakijken, niets schrijven",
    submit: "Importeren",
    noFile: "Kies een CSV-bestand.",
    notText: "Dit bestand is geen UTF-8-tekst. Sla het opnieuw op als CSV UTF-8.",
  },
  done: {
    added: "De doorverwijzing is toegevoegd.",
    removed: "De doorverwijzing is verwijderd.",
    imported_one: "{{count}} doorverwijzing is geïmporteerd.",
    imported_other: "{{count}} doorverwijzingen zijn geïmporteerd.",
    unchanged_one: "{{count}} regel bestond al.",
    unchanged_other: "{{count}} regels bestonden al.",
    dryRun_one:
      "Nagekeken: {{count}} doorverwijzing zou worden toegevoegd. Er is niets geschreven.",
    dryRun_other:
      "Nagekeken: {{count}} doorverwijzingen zouden worden toegevoegd. Er is niets geschreven.",
  },
  refused: {
    title_one: "Er is niets geschreven: {{count}} regel te verbeteren",
    title_other: "Er is niets geschreven: {{count}} regels te verbeteren",
    single: "De doorverwijzing is niet toegevoegd",
    line: "Regel {{line}}:",
    file: "Het bestand:",
    reasons: {
      columns: "er zijn twee kolommen nodig: het oude adres en dan het nieuwe.",
      source: "het oude adres is geen pad (/pagina.html) en geen volledig adres (https://...).",
      target:
        "het nieuwe adres is geen pad van deze site (/nl/...) en geen volledig adres (https://...).",
      self: "het oude en het nieuwe adres zijn hetzelfde.",
      duplicate: "dit oude adres staat al op regel {{detail}}.",
      exists: "dit oude adres leidt al naar {{detail}}. Verwijder eerst die doorverwijzing.",
      loop: "een lus: {{detail}} leidt terug naar dit oude adres.",
      chain: "een keten: {{detail}} wordt zelf doorverwezen. Geef het eindadres op.",
      livePage: "dit adres is een pagina van deze site: het kan niet worden doorverwezen.",
      tooMany: "meer dan 10.000 regels. Splits het bestand.",
      empty: "er staat geen doorverwijzing in.",
    },
  },
};
