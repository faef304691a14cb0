import type { Messages } from "./en.ts";

export const de: Messages = {
  language: { name: "Deutsch", switchTo: "Diese Seite auf Deutsch lesen" },
  shell: {
    skipToContent: "Zum Hauptinhalt springen",
    defaultSiteName: "Immobilienagentur",
    languages: "Sprachen",
    home: "Startseite",
    backToTop: "Nach oben",
    copyright: "© {{year}} {{name}}. Alle Rechte vorbehalten.",
  },
  home: {
    title: "Immobilien zu verkaufen und zu vermieten in Belgien und Luxemburg",
    description:
      "Häuser, Wohnungen und Neubauprojekte zu verkaufen und zu vermieten, mit einer lokalen Agentur, die jede Straße kennt.",
    heading: "Finden Sie das Zuhause, das zu Ihnen passt",
    intro:
      "Häuser, Wohnungen, Grundstücke und Neubauprojekte in Brüssel, der Wallonie, Flandern und Luxemburg, ausgewählt und besichtigt von unseren Maklern.",
  },
  listing: {
    latestOffers: "Neueste Angebote",
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
  },
  notFound: {
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
};
