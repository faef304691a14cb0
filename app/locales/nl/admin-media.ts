import type { AdminMediaMessages } from "#app/locales/en/admin-media.ts";

export const adminMedia: AdminMediaMessages = {
  list: {
    title: "Mediabibliotheek",
    intro:
      "Foto's, pdf-bestanden en video's voor de pagina's, banners en het logo van de site. Elke foto heeft een beschrijving nodig in elke taal van de site; die wordt voorgelezen aan bezoekers die de foto niet zien.",
    empty: "Nog geen bestanden van deze soort.",
    filter: "Toon",
    kinds: { all: "Alle bestanden", image: "Foto's", pdf: "Pdf-bestanden", video: "Video's" },
    files: "Bestanden",
  },
  upload: {
    title: "Een bestand toevoegen",
    file: "Bestand",
    fileHint:
      "Foto in JPEG, PNG, WebP, AVIF of GIF tot {{image}} MB, pdf tot {{pdf}} MB, video in MP4 of WebM tot {{video}} MB.",
    drop: "Of sleep een bestand hierheen.",
    dropped: "Gekozen: {{name}}",
    alt: "Beschrijving van de foto",
    altHint:
      "Verplicht voor een foto, in elke taal van de site; laat leeg voor een pdf of een video.",
    submit: "Opladen",
  },
  item: {
    back: "Terug naar de mediabibliotheek",
    facts: "Over dit bestand",
    kind: "Soort",
    type: "Bestandstype",
    size: "Grootte",
    megabytes: "{{size}} MB",
    dimensions: "Afmetingen",
    pixels: "{{width}} × {{height}} pixels",
    uploaded: "Opgeladen",
    open: "Het bestand openen",
    alt: "Beschrijving",
    saveAlt: "De beschrijvingen bewaren",
    usedIn: "Gebruikt in",
    unused: "Nergens op de site gebruikt.",
    places: {
      settings: "Instellingen van de site",
      page: "Pagina",
      module: "Blok van een pagina",
      article: "Artikel",
      property: "Pand {{id}}",
      project: "Project {{id}}",
      draft: "Ontwerp",
    },
    delete: "Dit bestand verwijderen",
    deleteHint: "Verwijderen kan niet ongedaan worden gemaakt.",
    inUse:
      "Dit bestand kan niet worden verwijderd zolang de site het gebruikt: haal het eerst weg op de plaatsen hierboven.",
  },
  picker: {
    label: "Afbeelding",
    none: "Geen afbeelding",
  },
  languages: { en: "Engels", nl: "Nederlands", fr: "Frans", de: "Duits" },
  done: {
    uploaded: "Het bestand staat in de bibliotheek.",
    duplicate: "Dit bestand stond al in de bibliotheek: hier is het.",
    alt: "De beschrijvingen zijn bewaard.",
    deleted: "Het bestand is verwijderd.",
  },
  errors: {
    noFile: "Kies een bestand om op te laden.",
    empty: "Het bestand is leeg.",
    notAllowed:
      "Deze soort bestand wordt niet aanvaard: laad een foto in JPEG, PNG, WebP, AVIF of GIF op, een pdf, of een video in MP4 of WebM.",
    script:
      "Dit bestand bevat webpaginacode of een script (bijvoorbeeld een SVG-tekening of een HTML-pagina) en wordt geweigerd voor de veiligheid van de bezoekers.",
    pdfScript:
      "Deze pdf voert JavaScript uit en wordt geweigerd voor de veiligheid van de bezoekers: bewaar hem opnieuw zonder.",
    tooLarge:
      "Het bestand is groter dan toegestaan voor zijn soort: de grenzen staan onder het veld.",
    missingAlt:
      "Beschrijf de foto in deze taal: elke taal van de site heeft haar beschrijving nodig.",
    altTooLong: "Een beschrijving telt hoogstens 250 tekens.",
    used: "Dit bestand wordt nog gebruikt op de site en is niet verwijderd.",
  },
};
