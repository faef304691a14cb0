import type { ListingsMessages } from "#app/locales/en/listings.ts";

export const listings: ListingsMessages = {
  listing: {
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
  results: {
    pageOf_one: "Seite {{page}} von {{pages}} [{{total}} Objekt]",
    pageOf_other: "Seite {{page}} von {{pages}} [{{total}} Objekte]",
    found_one: "{{total}} Immobilie entspricht Ihrer Suche.",
    found_other: "{{total}} Immobilien entsprechen Ihrer Suche.",
    filters: "Filter",
    filtersCount: "Filter ({{count}})",
    query: "Ort, Typ oder Referenz",
    cities: "Ort oder Postleitzahl",
    types: "Art der Immobilie",
    price: "Preis (€)",
    priceMin: "Mindestens",
    priceMax: "Höchstens",
    bedrooms: "Schlafzimmer",
    bedroomsAny: "Beliebig",
    bedroomsMin: "{{count}} oder mehr",
    surface: "Wohnfläche ab (m²)",
    apply: "Ergebnisse anzeigen",
    clear: "Alle Filter löschen",
    sort: "Sortieren nach",
    sortApply: "Sortieren",
    perPage: "Pro Seite",
    sorts: {
      newest: "Neueste zuerst",
      priceAsc: "Preis aufsteigend",
      priceDesc: "Preis absteigend",
      surfaceDesc: "Größte Fläche zuerst",
    },
    noneMatching: "Keine Immobilien entsprechen den Kriterien.",
    widen: "Erweitern Sie Ihre Suche, indem Sie einen Filter entfernen:",
    chosen: "Ihre Suche",
    remove: "Filter {{label}} entfernen",
    seeAll: "Alle Immobilien ansehen",
    priceFrom: "ab {{price}}",
    priceTo: "bis {{price}}",
    bedroomsChip_one: "{{count}}+ Schlafzimmer",
    bedroomsChip_other: "{{count}}+ Schlafzimmer",
    surfaceFrom: "ab {{surface}} m²",
    text: "„{{text}}“",
    pages: "Ergebnisseiten",
    previousPage: "Zurück",
    nextPage: "Weiter",
    page: "Seite {{page}}",
    neighbours: "Ihre Suchergebnisse",
    previous: "Vorherige Immobilie",
    next: "Nächste Immobilie",
    back: "Zurück zu den Ergebnissen",
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
