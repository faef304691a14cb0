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
