import type { CommonMessages } from "#app/locales/en/common.ts";

export const common: CommonMessages = {
  language: {
    name: "Deutsch",
  },
  shell: {
    skipToContent: "Zum Hauptinhalt springen",
    defaultSiteName: "Immobilienagentur",
    languages: "Sprachen",
    home: "Startseite",
    backToTop: "Nach oben",
    copyright: "© {{year}} {{name}}. Alle Rechte vorbehalten.",
    // docs/requirements.md §14: the footer's way to the newsletter's sign-up.
    newsletter: {
      title: "Unser Newsletter",
      intro: "Neue Immobilien in Ihrem Postfach, höchstens einmal im Monat.",
      email: "Ihre E-Mail",
      send: "Anmelden",
    },
    breadcrumb: "Brotkrümelnavigation",
    mainMenu: "Hauptmenü",
    openMenu: "Menü",
    closeMenu: "Menü schließen",
    more: "Mehr",
    freeEvaluation: "Kostenlose Bewertung",
    // docs/requirements.md §15: the top bar's owner login link, for an owner who is logged in.
    myPortal: "Mein Eigentümerbereich",
    submenu: "{{name}}: weitere Seiten",
    // Issue 27 "Settings": the footer's social links, named for screen readers.
    social: { list: "Folgen Sie uns", link: "{{name}} auf {{network}} (neuer Tab)" },
  },
  offer: {
    forSale: "Zu verkaufen",
    forRent: "Zu vermieten",
    onRequest: "Preis auf Anfrage",
    from: "ab",
    perMonth: "/Monat",
    status: {
      option: "Reserviert",
      sold: "Verkauft",
      rented: "Vermietet",
    },
    bedrooms_one: "{{count}} Schlafzimmer",
    bedrooms_other: "{{count}} Schlafzimmer",
    surface: "{{value}} m²",
  },
  content: {
    testimonials: "Was unsere Kunden sagen",
    previous: "Zurück",
    next: "Weiter",
    rating_one: "{{count}} von 5 Sternen",
    rating_other: "{{count}} von 5 Sternen",
    pdf: "PDF",
    downloads: "Dokumente zum Herunterladen",
    contactNote:
      "Rufen Sie uns an oder schreiben Sie uns: Ein Makler antwortet innerhalb eines Werktags.",
    // Issue 27 "Settings": the contact card's office hours, in the agency's time zone.
    hours: { title: "Öffnungszeiten (belgische Zeit)", closed: "Geschlossen" },
    stats: {
      forSale_one: "Immobilie zu verkaufen",
      forSale_other: "Immobilien zu verkaufen",
      forRent_one: "Immobilie zu vermieten",
      forRent_other: "Immobilien zu vermieten",
      cities_one: "Stadt und Gemeinde",
      cities_other: "Städte und Gemeinden",
    },
  },
  // The home search block (docs/requirements.md §2 Home page, §5): the box, its results panel and announcements.
  homeSearch: {
    label: "Nach Referenz, Art oder Ort suchen",
    placeholder: "Referenz, Art, Ort",
    results: "Suchergebnisse",
    cities: "Orte",
    types: "Immobilienarten",
    property: "Immobilie",
    count_one: "{{count}} Ergebnis",
    count_other: "{{count}} Ergebnisse",
    none: "Kein Ort, keine Art und keine Referenz gefunden",
    hint: "Geben Sie einen Ort, eine Postleitzahl, eine Immobilienart oder eine Referenz ein",
    loading: "Suche wird geladen…",
  },
  preview: {
    band: "Vorschau: nicht veröffentlicht",
    note: "Nur Sie sehen diese Seite mit den Entwürfen. Besucher sehen die veröffentlichte Website.",
    end: "Vorschau beenden",
    desk: "Zurück zum Mitarbeiterbereich",
  },
  meta: {
    page: "{{page}} – {{agency}}, Ihre Immobilienagentur vor Ort für Kauf, Verkauf und Miete in Belgien und Luxemburg.",
    notFound:
      "Diese Seite gibt es auf der Website von {{agency}} nicht. Suchen Sie in unseren Immobilien zum Kauf und zur Miete oder beginnen Sie auf der Startseite neu.",
  },
  notFound: {
    searchTitle: "Eine Immobilie finden",
    cityLabel: "Ort oder Postleitzahl",
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
  consent: {
    title: "Ihre Privatsphäre, Ihre Wahl",
    intro:
      "Wir verwenden die Cookies, die diese Website zum Funktionieren braucht. Mit Ihrer Einwilligung messen wir auch Besuche und die Reichweite unserer Werbung, mit Werkzeugen von Google und Meta. Davon wird nichts geladen, bevor Sie wählen.",
    policy: "Unsere Cookie-Richtlinie lesen",
    agreeAll: "Alle akzeptieren",
    declineAll: "Alle ablehnen",
    customize: "Nach Kategorie wählen",
    save: "Meine Auswahl speichern",
    settings: "Cookie-Einstellungen",
    alwaysOn: "Immer aktiv",
    categoriesLegend: "Cookie-Kategorien",
    invalid: "Ihre Wahl konnte nicht gelesen werden. Bitte gehen Sie zurück und wählen Sie erneut.",
    categories: {
      necessary: {
        name: "Notwendig",
        description:
          "Ihre Sprache und diese Wahl speichern. Ohne sie funktioniert die Website nicht.",
      },
      analytics_storage: {
        name: "Besuchsstatistik",
        description:
          "Besuche und gelesene Seiten zählen, damit wir wissen, was unseren Besuchern hilft (Google Analytics).",
      },
      ad_storage: {
        name: "Werbung",
        description: "Die Ergebnisse unserer Anzeigen messen (Google Ads, Meta).",
      },
      ad_user_data: {
        name: "Werbedaten",
        description: "Daten über Ihren Besuch für Werbezwecke an Google senden.",
      },
      ad_personalization: {
        name: "Personalisierte Werbung",
        description: "Ihnen Anzeigen zeigen, die zu den angesehenen Immobilien passen.",
      },
    },
  },
  form: {
    errorSummary: "Bitte prüfen Sie das Formular",
    errorIn: "{{field}}: {{message}}",
    errors: {
      required: "Dieses Feld ist erforderlich.",
      invalid: "Dieser Wert ist ungültig.",
      email: "Geben Sie eine E-Mail-Adresse wie name@beispiel.be ein.",
      tooShort: "Dieser Text ist zu kurz.",
      tooLong: "Dieser Text ist zu lang.",
    },
  },
};
