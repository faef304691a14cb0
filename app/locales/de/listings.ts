import type { ListingsMessages } from "#app/locales/en/listings.ts";

export const listings: ListingsMessages = {
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
    noPhoto: "Foto folgt in Kürze",
    noneForSale:
      "Zurzeit steht keine Immobilie zum Verkauf. Schauen Sie bald wieder vorbei oder fragen Sie uns, was demnächst kommt.",
    noneForRent:
      "Zurzeit ist keine Immobilie zu vermieten. Schauen Sie bald wieder vorbei oder fragen Sie uns, was demnächst kommt.",
  },
  map: {
    views: "Immobilien zeigen als",
    list: "Liste",
    map: "Karte",
    heading: "Die Immobilien auf der Karte",
    region: "Karte der Immobilien",
    loading: "Die Karte wird geladen…",
    failed: "Die Karte konnte nicht geladen werden. Die Liste zeigt dieselben Immobilien.",
    noScript: "Die Karte braucht JavaScript. Hier sind dieselben Immobilien als Liste.",
    zoomIn: "Vergrößern",
    zoomOut: "Verkleinern",
    marker: "{{title}}, {{city}}",
    markerApproximate: "{{title}}, {{city}} (ungefähre Lage)",
    cluster_one: "{{count}} Immobilie hier: vergrößern",
    cluster_other: "{{count}} Immobilien hier: vergrößern",
    approximate: "Ungefähre Lage: die Agentur hält die Adresse vertraulich.",
    close: "Schließen",
    see: "Zur Immobilie",
    loadDetailed: "Detaillierte Karte laden",
    detailedNotice: "Die detaillierte Karte kommt von {{host}}, das dann Ihre IP-Adresse erhält.",
    unlocated_one: "{{count}} Immobilie ohne Lage",
    unlocated_other: "{{count}} Immobilien ohne Lage",
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
  },
};
