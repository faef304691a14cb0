import type { Messages } from "./en.ts";

export const de: Messages = {
  language: { name: "Deutsch" },
  shell: {
    skipToContent: "Zum Hauptinhalt springen",
    defaultSiteName: "Immobilienagentur",
    languages: "Sprachen",
    home: "Startseite",
    backToTop: "Nach oben",
    copyright: "© {{year}} {{name}}. Alle Rechte vorbehalten.",
    breadcrumb: "Brotkrümelnavigation",
    mainMenu: "Hauptmenü",
    openMenu: "Menü",
    closeMenu: "Menü schließen",
    more: "Mehr",
    freeEvaluation: "Kostenlose Bewertung",
    submenu: "{{name}}: weitere Seiten",
  },
  home: {
    title: "Immobilien zu verkaufen und zu vermieten in Belgien und Luxemburg",
    description:
      "{{agency}}: Häuser, Wohnungen und Neubauprojekte zum Kauf und zur Miete in Belgien und Luxemburg, mit einer Agentur vor Ort, die jede Straße kennt.",
    heading: "Finden Sie das Zuhause, das zu Ihnen passt",
    intro:
      "Häuser, Wohnungen, Grundstücke und Neubauprojekte in Brüssel, der Wallonie, Flandern und Luxemburg, ausgewählt und besichtigt von unseren Maklern.",
    pause: "Diashow anhalten",
    play: "Diashow abspielen",
  },
  meta: {
    forSale:
      "Häuser, Wohnungen und Grundstücke zum Kauf bei {{agency}}: Fotos, Preise und Energieausweise jeder Immobilie, und ein Makler vor Ort, der sie Ihnen zeigt.",
    forRent:
      "Häuser und Wohnungen zur Miete bei {{agency}}: Fotos, Mieten und Energieausweise jeder Immobilie, und ein Makler vor Ort, der sie Ihnen zeigt.",
    filteredForSale:
      "{{what}} zum Kauf{{where}} bei {{agency}}: Fotos, Preise und Energieausweise, und ein Makler vor Ort, der sie Ihnen zeigt.",
    filteredForRent:
      "{{what}} zur Miete{{where}} bei {{agency}}: Fotos, Mieten und Energieausweise, und ein Makler vor Ort, der sie Ihnen zeigt.",
    properties: "Immobilien",
    inCity: " in {{city}}",
    page: "{{page}} – {{agency}}, Ihre Immobilienagentur vor Ort für Kauf, Verkauf und Miete in Belgien und Luxemburg.",
    notFound:
      "Diese Seite gibt es auf der Website von {{agency}} nicht. Suchen Sie in unseren Immobilien zum Kauf und zur Miete oder beginnen Sie auf der Startseite neu.",
  },
  listing: {
    noneMatching: "Zurzeit entspricht keine Immobilie dieser Suche.",
    showAll: "Alle ansehen",
    matching: "Immobilien, die Ihrer Suche entsprechen.",
    searchInvalid: "Ein Teil dieser Suche konnte nicht gelesen werden und wird nicht angewendet.",
    latestOffers: "Neueste Angebote",
    offersForSale: "Unsere Immobilien zum Kauf",
    offersForRent: "Unsere Immobilien zur Miete",
    latestOffersIntro:
      "Neu aufgenommene Häuser, Wohnungen und Gewerbeflächen, von unseren Maklern besichtigt und fotografiert.",
    forSale: "Zu verkaufen",
    forRent: "Zu vermieten",
    onRequest: "Preis auf Anfrage",
    from: "ab",
    perMonth: "/Monat",
    status: { option: "Reserviert", sold: "Verkauft", rented: "Vermietet" },
    bedrooms_one: "{{count}} Schlafzimmer",
    bedrooms_other: "{{count}} Schlafzimmer",
    surface: "{{value}} m²",
    noPhoto: "Foto folgt in Kürze",
    noneForSale:
      "Zurzeit steht keine Immobilie zum Verkauf. Schauen Sie bald wieder vorbei oder fragen Sie uns, was demnächst kommt.",
    noneForRent:
      "Zurzeit ist keine Immobilie zu vermieten. Schauen Sie bald wieder vorbei oder fragen Sie uns, was demnächst kommt.",
  },
  content: {
    testimonials: "Was unsere Kunden sagen",
    previous: "Zurück",
    next: "Weiter",
    rating_one: "{{count}} von 5 Sternen",
    rating_other: "{{count}} von 5 Sternen",
    pdf: "PDF",
    downloads: "Dokumente zum Herunterladen",
    contactNote:
      "Rufen Sie uns an oder schreiben Sie uns: Ein Makler antwortet innerhalb eines Werktags.",
    stats: {
      forSale_one: "Immobilie zu verkaufen",
      forSale_other: "Immobilien zu verkaufen",
      forRent_one: "Immobilie zu vermieten",
      forRent_other: "Immobilien zu vermieten",
      cities_one: "Stadt und Gemeinde",
      cities_other: "Städte und Gemeinden",
    },
  },
  freeEvaluation: {
    title: "Kostenlose Bewertung Ihrer Immobilie",
    description:
      "Ein Makler besichtigt Ihre Immobilie und gibt Ihnen eine schriftliche Bewertung auf Basis jüngster Verkäufe in der Umgebung, kostenlos und unverbindlich.",
    howItWorks: "So läuft es ab",
    steps: [
      "Sie rufen uns an oder schreiben uns mit der Adresse Ihrer Immobilie.",
      "Ein Makler besichtigt sie mit Ihnen zu einem Termin, der Ihnen passt.",
      "Innerhalb von 48 Stunden erhalten Sie eine schriftliche Bewertung auf Basis jüngster Verkäufe in der Umgebung.",
      "Sie entscheiden unverbindlich, ob Sie mit uns verkaufen oder vermieten.",
    ],
  },
  notFound: {
    searchTitle: "Eine Immobilie finden",
    cityLabel: "Ort oder Postleitzahl",
    title: "Seite nicht gefunden",
    heading: "Diese Seite haben wir nicht gefunden",
    text: "Vielleicht enthält die Adresse einen Tippfehler, oder die Seite wurde verschoben. Beginnen Sie wieder auf der Startseite.",
    backHome: "Zurück zur Startseite",
  },
  error: {
    title: "Etwas ist schiefgelaufen",
    heading: "Bei uns ist etwas schiefgelaufen",
    text: "Bitte versuchen Sie es gleich noch einmal. Wenn es wieder passiert, kontaktieren Sie uns.",
    backHome: "Zurück zur Startseite",
  },
  consent: {
    title: "Ihre Privatsphäre, Ihre Wahl",
    intro:
      "Wir verwenden die Cookies, die diese Website zum Funktionieren braucht. Mit Ihrer Einwilligung messen wir auch Besuche und die Reichweite unserer Werbung, mit Werkzeugen von Google und Meta. Davon wird nichts geladen, bevor Sie wählen.",
    policy: "Unsere Cookie-Richtlinie lesen",
    agreeAll: "Alle akzeptieren",
    declineAll: "Alle ablehnen",
    customize: "Nach Kategorie wählen",
    save: "Meine Auswahl speichern",
    settings: "Cookie-Einstellungen",
    alwaysOn: "Immer aktiv",
    categoriesLegend: "Cookie-Kategorien",
    invalid: "Ihre Wahl konnte nicht gelesen werden. Bitte gehen Sie zurück und wählen Sie erneut.",
    categories: {
      necessary: {
        name: "Notwendig",
        description:
          "Ihre Sprache und diese Wahl speichern. Ohne sie funktioniert die Website nicht.",
      },
      analytics_storage: {
        name: "Besuchsstatistik",
        description:
          "Besuche und gelesene Seiten zählen, damit wir wissen, was unseren Besuchern hilft (Google Analytics).",
      },
      ad_storage: {
        name: "Werbung",
        description: "Die Ergebnisse unserer Anzeigen messen (Google Ads, Meta).",
      },
      ad_user_data: {
        name: "Werbedaten",
        description: "Daten über Ihren Besuch für Werbezwecke an Google senden.",
      },
      ad_personalization: {
        name: "Personalisierte Werbung",
        description: "Ihnen Anzeigen zeigen, die zu den angesehenen Immobilien passen.",
      },
    },
  },
  form: {
    errorSummary: "Bitte prüfen Sie das Formular",
    errorIn: "{{field}}: {{message}}",
    errors: {
      required: "Dieses Feld ist erforderlich.",
      invalid: "Dieser Wert ist ungültig.",
      email: "Geben Sie eine E-Mail-Adresse wie name@beispiel.be ein.",
      tooShort: "Dieser Text ist zu kurz.",
      tooLong: "Dieser Text ist zu lang.",
    },
  },
  property: {
    photos: "Fotos",
    photo: "Foto {{number}} von {{total}}",
    keyFacts: "Eckdaten",
    description: "Beschreibung",
    features: "Ausstattung",
    bathrooms_one: "{{count}} Badezimmer",
    bathrooms_other: "{{count}} Badezimmer",
    livingArea: "{{value}} m² Wohnfläche",
    plotArea: "{{value}} m² Grundstück",
    epc: "Energieausweis",
    epcValue: "{{value}} kWh/m² pro Jahr",
    epcNotApplicable: "Energieausweis: nicht erforderlich",
    epcUnknown: "Energieausweis: beantragt",
    interested: "Interesse an dieser Immobilie?",
    interestedText:
      "Rufen Sie uns an oder schreiben Sie uns: Ein Makler antwortet innerhalb des Werktags und vereinbart mit Ihnen eine Besichtigung.",
    call: "{{phone}} anrufen",
    email: "Schreiben Sie uns",
    reference: "Referenz {{id}}",
    partOf: "Teil des Neubauprojekts {{name}}",
    units: "Wohnungen in diesem Projekt",
    unitsOnOffer_one: "{{count}} Wohnung im Angebot",
    unitsOnOffer_other: "{{count}} Wohnungen im Angebot",
    priceRange: "Preise von {{min}} bis {{max}}",
    facts: {
      ConstructionYear: "Baujahr",
      RenovationYear: "Renoviert",
      Facades: "Fassaden",
      Floors: "Etagen",
      Garages: "Garagen",
      Parkings: "Stellplätze",
      Toilets: "Toiletten",
      SurfaceTerrace: "Terrasse",
      SurfaceGarden: "Garten",
      AvailableFrom: "Verfügbar ab",
    },
  },
};
