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
    breadcrumb: "Kruimelpad",
    mainMenu: "Hoofdmenu",
    openMenu: "Menu",
    closeMenu: "Menu sluiten",
    more: "Meer",
    freeEvaluation: "Gratis schatting",
    submenu: "{{name}}: meer pagina's",
  },
  home: {
    title: "Woningen te koop en te huur in België en Luxemburg",
    description:
      "Huizen, appartementen en nieuwbouwprojecten te koop en te huur, met een lokaal kantoor dat elke straat kent.",
    heading: "Vind de woning die bij u past",
    intro:
      "Huizen, appartementen, bouwgrond en nieuwbouwprojecten in Brussel, Wallonië, Vlaanderen en Luxemburg, gekozen en bezocht door onze makelaars.",
    slideshow: "Diavoorstelling",
    pause: "Diavoorstelling pauzeren",
    play: "Diavoorstelling afspelen",
  },
  listing: {
    latestOffers: "Nieuw in ons aanbod",
    offersForSale: "Ons aanbod te koop",
    offersForRent: "Ons aanbod te huur",
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
    noneForSale:
      "Er is op dit moment geen eigendom te koop. Kom binnenkort terug of vraag ons wat er aankomt.",
    noneForRent:
      "Er is op dit moment geen eigendom te huur. Kom binnenkort terug of vraag ons wat er aankomt.",
  },
  content: {
    testimonials: "Wat onze klanten zeggen",
    previous: "Vorige",
    next: "Volgende",
    rating_one: "{{count}} op 5 sterren",
    rating_other: "{{count}} op 5 sterren",
    pdf: "pdf",
    downloads: "Documenten om te downloaden",
    contactNote: "Bel of schrijf ons: een makelaar antwoordt binnen één werkdag.",
    stats: {
      forSale_one: "eigendom te koop",
      forSale_other: "eigendommen te koop",
      forRent_one: "eigendom te huur",
      forRent_other: "eigendommen te huur",
      cities_one: "stad of gemeente",
      cities_other: "steden en gemeenten",
    },
  },
  freeEvaluation: {
    title: "Gratis schatting van uw eigendom",
    description:
      "Een makelaar bezoekt uw woning en bezorgt u een schriftelijke schatting op basis van recente verkopen in de buurt, gratis en vrijblijvend.",
    howItWorks: "Zo gaat het",
    steps: [
      "U belt of schrijft ons met het adres van uw eigendom.",
      "Een makelaar bezoekt het samen met u, op een moment dat u past.",
      "Binnen 48 uur ontvangt u een schriftelijke schatting op basis van recente verkopen in de buurt.",
      "U beslist vrijblijvend of u met ons verkoopt of verhuurt.",
    ],
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
  consent: {
    title: "Uw privacy, uw keuze",
    intro:
      "We gebruiken de cookies die deze site nodig heeft om te werken. Met uw toestemming meten we ook bezoeken en het bereik van onze advertenties, met tools van Google en Meta. Daarvan wordt niets geladen voordat u kiest.",
    policy: "Lees ons cookiebeleid",
    agreeAll: "Alles aanvaarden",
    declineAll: "Alles weigeren",
    customize: "Per categorie kiezen",
    save: "Mijn keuze bewaren",
    settings: "Cookie-instellingen",
    alwaysOn: "Altijd aan",
    categoriesLegend: "Soorten cookies",
    invalid: "Uw keuze kon niet worden gelezen. Ga terug en kies opnieuw.",
    categories: {
      necessary: {
        name: "Noodzakelijk",
        description: "Uw taal en deze keuze onthouden. Zonder deze cookies werkt de site niet.",
      },
      analytics_storage: {
        name: "Bezoekstatistieken",
        description:
          "Bezoeken en gelezen pagina's tellen, zodat we weten wat onze bezoekers helpt (Google Analytics).",
      },
      ad_storage: {
        name: "Advertenties",
        description: "De resultaten van onze advertenties meten (Google Ads, Meta).",
      },
      ad_user_data: {
        name: "Advertentiegegevens",
        description: "Gegevens over uw bezoek naar Google sturen voor advertenties.",
      },
      ad_personalization: {
        name: "Gepersonaliseerde advertenties",
        description: "Advertenties tonen die passen bij de woningen die u bekeek.",
      },
    },
  },
};
