import type { ListingsMessages } from "#app/locales/en/listings.ts";

export const listings: ListingsMessages = {
  listing: {
    searchInvalid: "We konden een deel van deze zoekopdracht niet lezen; het wordt niet toegepast.",
    latestOffers: "Nieuw in ons aanbod",
    offersForSale: "Ons aanbod te koop",
    offersForRent: "Ons aanbod te huur",
    latestOffersIntro:
      "Pas toegevoegde woningen en panden, bezocht en gefotografeerd door onze makelaars.",
    noPhoto: "Foto volgt binnenkort",
    noneForSale:
      "Er is op dit moment geen eigendom te koop. Kom binnenkort terug of vraag ons wat er aankomt.",
    noneForRent:
      "Er is op dit moment geen eigendom te huur. Kom binnenkort terug of vraag ons wat er aankomt.",
  },
  results: {
    pageOf_one: "pagina {{page}} van {{pages}} [{{total}} object]",
    pageOf_other: "pagina {{page}} van {{pages}} [{{total}} objecten]",
    found_one: "{{total}} pand past bij uw zoekopdracht.",
    found_other: "{{total}} panden passen bij uw zoekopdracht.",
    filters: "Filters",
    filtersCount: "Filters ({{count}})",
    query: "Gemeente, type of referentie",
    cities: "Gemeente of postcode",
    types: "Type pand",
    price: "Prijs (€)",
    priceMin: "Minimum",
    priceMax: "Maximum",
    bedrooms: "Slaapkamers",
    bedroomsAny: "Maakt niet uit",
    bedroomsMin: "{{count}} of meer",
    surface: "Bewoonbare oppervlakte vanaf (m²)",
    apply: "Toon de resultaten",
    clear: "Wis alle filters",
    sort: "Sorteren op",
    sortApply: "Sorteer",
    perPage: "Per pagina",
    sorts: {
      newest: "Nieuwste eerst",
      priceAsc: "Prijs, laagste eerst",
      priceDesc: "Prijs, hoogste eerst",
      surfaceDesc: "Grootste oppervlakte eerst",
    },
    noneMatching: "Geen panden voldoen aan de criteria.",
    widen: "Verruim uw zoekopdracht door een filter weg te nemen:",
    chosen: "Uw zoekopdracht",
    remove: "Filter {{label}} wegnemen",
    seeAll: "Bekijk alle panden",
    priceFrom: "vanaf {{price}}",
    priceTo: "tot {{price}}",
    bedroomsChip_one: "{{count}}+ slaapkamer",
    bedroomsChip_other: "{{count}}+ slaapkamers",
    surfaceFrom: "vanaf {{surface}} m²",
    text: "‘{{text}}’",
    pages: "Resultaatpagina's",
    previousPage: "Vorige",
    nextPage: "Volgende",
    page: "Pagina {{page}}",
    neighbours: "Uw zoekresultaten",
    previous: "Vorig pand",
    next: "Volgend pand",
    back: "Terug naar de resultaten",
  },
  home: {
    title: "Woningen te koop en te huur in België en Luxemburg",
    description:
      "{{agency}}: huizen, appartementen en nieuwbouwprojecten te koop en te huur in België en Luxemburg, met een lokaal kantoor dat elke straat kent.",
    heading: "Vind de woning die bij u past",
    intro:
      "Huizen, appartementen, bouwgrond en nieuwbouwprojecten in Brussel, Wallonië, Vlaanderen en Luxemburg, gekozen en bezocht door onze makelaars.",
    pause: "Diavoorstelling pauzeren",
    play: "Diavoorstelling afspelen",
  },
  meta: {
    forSale:
      "Huizen, appartementen en bouwgrond te koop bij {{agency}}: foto's, prijzen en energielabels van elk pand, en een lokale makelaar die u rondleidt.",
    forRent:
      "Huizen en appartementen te huur bij {{agency}}: foto's, huurprijzen en energielabels van elk pand, en een lokale makelaar die u rondleidt.",
    filteredForSale:
      "{{what}} te koop{{where}} bij {{agency}}: foto's, prijzen en energielabels, en een lokale makelaar die u rondleidt.",
    filteredForRent:
      "{{what}} te huur{{where}} bij {{agency}}: foto's, huurprijzen en energielabels, en een lokale makelaar die u rondleidt.",
    properties: "Panden",
    inCity: " in {{city}}",
  },
};
