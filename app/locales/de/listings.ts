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
