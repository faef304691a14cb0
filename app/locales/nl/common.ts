import type { CommonMessages } from "#app/locales/en/common.ts";

export const common: CommonMessages = {
  language: {
    name: "Nederlands",
  },
  shell: {
    skipToContent: "Naar de hoofdinhoud",
    defaultSiteName: "Vastgoedkantoor",
    languages: "Talen",
    home: "Home",
    backToTop: "Terug naar boven",
    copyright: "© {{year}} {{name}}. Alle rechten voorbehouden.",
    // docs/requirements.md §14: the footer's way to the newsletter's sign-up.
    newsletter: {
      title: "Onze nieuwsbrief",
      intro: "Nieuwe panden in uw mailbox, hoogstens één keer per maand.",
      email: "Uw e-mail",
      send: "Inschrijven",
    },
    breadcrumb: "Kruimelpad",
    mainMenu: "Hoofdmenu",
    openMenu: "Menu",
    closeMenu: "Menu sluiten",
    more: "Meer",
    freeEvaluation: "Gratis schatting",
    // docs/requirements.md §15: the top bar's owner login link, for an owner who is logged in.
    myPortal: "Mijn portaal",
    submenu: "{{name}}: meer pagina's",
    // Issue 27 "Settings": the footer's social links, named for screen readers.
    social: { list: "Volg ons", link: "{{name}} op {{network}} (nieuw tabblad)" },
  },
  offer: {
    forSale: "Te koop",
    forRent: "Te huur",
    onRequest: "Prijs op aanvraag",
    from: "vanaf",
    perMonth: "/maand",
    status: {
      option: "In optie",
      sold: "Verkocht",
      rented: "Verhuurd",
    },
    bedrooms_one: "{{count}} slaapkamer",
    bedrooms_other: "{{count}} slaapkamers",
    surface: "{{value}} m²",
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
    // Issue 27 "Settings": the contact card's office hours, in the agency's time zone.
    hours: { title: "Openingsuren (Belgische tijd)", closed: "Gesloten" },
    stats: {
      forSale_one: "eigendom te koop",
      forSale_other: "eigendommen te koop",
      forRent_one: "eigendom te huur",
      forRent_other: "eigendommen te huur",
      cities_one: "stad of gemeente",
      cities_other: "steden en gemeenten",
    },
  },
  // The home search block (docs/requirements.md §2 Home page, §5): the box, its results panel and announcements.
  homeSearch: {
    label: "Zoek op referentie, type of gemeente",
    placeholder: "Referentie, type, gemeente",
    results: "Zoekresultaten",
    cities: "Gemeenten",
    types: "Soorten panden",
    property: "Pand",
    count_one: "{{count}} resultaat",
    count_other: "{{count}} resultaten",
    none: "Geen gemeente, type of referentie gevonden",
    hint: "Typ een gemeente, een postcode, een soort pand of een referentie",
    loading: "Zoeken wordt geladen…",
  },
  preview: {
    band: "Voorbeeld: niet gepubliceerd",
    note: "Alleen u ziet deze pagina met de concepten. Bezoekers zien de gepubliceerde site.",
    end: "Voorbeeld sluiten",
    desk: "Terug naar de medewerkersomgeving",
  },
  meta: {
    page: "{{page}} – {{agency}}, uw lokaal vastgoedkantoor om een woning te kopen, te verkopen of te huren in België en Luxemburg.",
    notFound:
      "Deze pagina bestaat niet op de site van {{agency}}. Zoek in ons aanbod te koop en te huur, of begin opnieuw op de homepagina.",
  },
  notFound: {
    searchTitle: "Zoek een pand",
    cityLabel: "Gemeente of postcode",
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
  form: {
    errorSummary: "Controleer het formulier",
    errorIn: "{{field}}: {{message}}",
    errors: {
      required: "Dit veld is verplicht.",
      invalid: "Deze waarde is niet geldig.",
      email: "Vul een e-mailadres in zoals naam@voorbeeld.be.",
      tooShort: "Deze tekst is te kort.",
      tooLong: "Deze tekst is te lang.",
    },
  },
};
