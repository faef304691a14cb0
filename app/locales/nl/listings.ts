import type { ListingsMessages } from "#app/locales/en/listings.ts";

export const listings: ListingsMessages = {
  listing: {
    noneMatching: "Geen enkel pand komt op dit moment overeen met deze zoekopdracht.",
    showAll: "Bekijk ze allemaal",
    matching: "Panden die overeenkomen met uw zoekopdracht.",
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
  map: {
    views: "Toon de panden als",
    list: "Lijst",
    map: "Kaart",
    heading: "De panden op de kaart",
    region: "Kaart van de panden",
    loading: "De kaart wordt geladen…",
    failed: "De kaart kon niet worden geladen. De lijst toont dezelfde panden.",
    noScript: "De kaart heeft JavaScript nodig. Hier zijn dezelfde panden als lijst.",
    zoomIn: "Inzoomen",
    zoomOut: "Uitzoomen",
    marker: "{{title}}, {{city}}",
    markerApproximate: "{{title}}, {{city}} (geschatte ligging)",
    cluster_one: "{{count}} pand hier: inzoomen",
    cluster_other: "{{count}} panden hier: inzoomen",
    approximate: "Geschatte ligging: het kantoor houdt het adres privé.",
    close: "Sluiten",
    see: "Bekijk het pand",
    loadDetailed: "Gedetailleerde kaart laden",
    detailedNotice: "De gedetailleerde kaart komt van {{host}}, dat dan uw IP-adres ontvangt.",
    unlocated_one: "{{count}} pand zonder ligging",
    unlocated_other: "{{count}} panden zonder ligging",
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
