import type { Messages } from "./en.ts";

export const nl: Messages = {
  language: { name: "Nederlands", switchTo: "Lees deze pagina in het Nederlands" },
  shell: {
    skipToContent: "Naar de hoofdinhoud",
    defaultSiteName: "Vastgoedkantoor",
    languages: "Talen",
    home: "Home",
    backToTop: "Terug naar boven",
    copyright: "© {{year}} {{name}}. Alle rechten voorbehouden.",
  },
  home: {
    title: "Woningen te koop en te huur in België en Luxemburg",
    description:
      "Huizen, appartementen en nieuwbouwprojecten te koop en te huur, met een lokaal kantoor dat elke straat kent.",
    heading: "Vind de woning die bij u past",
    intro:
      "Huizen, appartementen, bouwgrond en nieuwbouwprojecten in Brussel, Wallonië, Vlaanderen en Luxemburg, gekozen en bezocht door onze makelaars.",
  },
  listing: {
    latestOffers: "Nieuw in ons aanbod",
    latestOffersIntro:
      "Pas toegevoegde woningen en panden, bezocht en gefotografeerd door onze makelaars.",
    forSale: "Te koop",
    forRent: "Te huur",
    onRequest: "Prijs op aanvraag",
    from: "vanaf",
    perMonth: "/maand",
    status: { option: "In optie", sold: "Verkocht", rented: "Verhuurd" },
    bedrooms_one: "{{count}} slaapkamer",
    bedrooms_other: "{{count}} slaapkamers",
    surface: "{{value}} m²",
    noPhoto: "Foto volgt binnenkort",
  },
  notFound: {
    title: "Pagina niet gevonden",
    heading: "We vonden deze pagina niet",
    text: "Misschien bevat het adres een tikfout, of is de pagina verplaatst. Begin opnieuw vanaf de startpagina.",
    backHome: "Terug naar de startpagina",
  },
  error: {
    title: "Er ging iets mis",
    heading: "Er ging bij ons iets mis",
    text: "Probeer het zo dadelijk opnieuw. Blijft het gebeuren, neem dan contact met ons op.",
    backHome: "Terug naar de startpagina",
  },
};
