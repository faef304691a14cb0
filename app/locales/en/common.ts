// Texts of every page, sent by the site layout: the shell (header, menus, footer, consent dialog), the
// 404 and error pages, the words of an offer that cards, property pages, the home banner and the 404
// search share, and the content modules any page may hold.
// English defines the shape every other language must match (checked by tsc and messages.test.ts).
export const common = {
  // The name of the language in itself (the language switcher, through the layout's data).
  language: {
    name: "English",
  },
  shell: {
    skipToContent: "Skip to main content",
    defaultSiteName: "Real estate agency",
    languages: "Languages",
    home: "Home",
    backToTop: "Back to the top",
    copyright: "© {{year}} {{name}}. All rights reserved.",
    // docs/requirements.md §14: the footer's way to the newsletter's sign-up.
    newsletter: {
      title: "Our newsletter",
      intro: "New properties in your inbox, once a month at most.",
      email: "Your e-mail",
      send: "Subscribe",
    },
    breadcrumb: "Breadcrumb",
    mainMenu: "Main menu",
    openMenu: "Menu",
    closeMenu: "Close the menu",
    more: "More",
    freeEvaluation: "Free valuation",
    // docs/requirements.md §15: the top bar's owner login link, for an owner who is logged in.
    myPortal: "My portal",
    submenu: "{{name}}: more pages",
    // Issue 27 "Settings": the footer's social links, named for screen readers.
    social: { list: "Follow us", link: "{{name}} on {{network}} (new tab)" },
  },
  // A price, a status ribbon and the key facts, wherever an offer is shown.
  offer: {
    forSale: "For sale",
    forRent: "For rent",
    onRequest: "Price on request",
    from: "from",
    perMonth: "/month",
    status: {
      option: "Under offer",
      sold: "Sold",
      rented: "Let",
    },
    bedrooms_one: "{{count}} bedroom",
    bedrooms_other: "{{count}} bedrooms",
    surface: "{{value}} m²",
  },
  content: {
    testimonials: "What our clients say",
    previous: "Previous",
    next: "Next",
    rating_one: "{{count}} out of 5 stars",
    rating_other: "{{count}} out of 5 stars",
    pdf: "PDF",
    downloads: "Documents to download",
    contactNote: "Call or write to us: an agent answers within one working day.",
    // Issue 27 "Settings": the contact card's office hours, in the agency's time zone.
    hours: { title: "Office hours (Belgian time)", closed: "Closed" },
    stats: {
      forSale_one: "property for sale",
      forSale_other: "properties for sale",
      forRent_one: "property for rent",
      forRent_other: "properties for rent",
      cities_one: "town and municipality",
      cities_other: "towns and municipalities",
    },
  },
  // The home search block (docs/requirements.md §2 Home page, §5): the box, its results panel and announcements.
  homeSearch: {
    label: "Search by property ID, type or city",
    placeholder: "ID, type, city",
    results: "Search results",
    cities: "Cities",
    types: "Property types",
    property: "Property",
    count_one: "{{count}} result",
    count_other: "{{count}} results",
    none: "No city, type or property ID matches",
    hint: "Type a city, a postcode, a property type or a property ID",
    loading: "Loading the search…",
  },
  // An admin's preview of the drafts (ADR 061): the band on every page while it lasts.
  preview: {
    band: "Preview: not published",
    note: "Only you see this page with the drafts. Visitors see the published site.",
    end: "End preview",
    desk: "Back to the desk",
  },
  // Descriptions for search results when the content sets none; the 404's is also made in the browser.
  meta: {
    page: "{{page}} – {{agency}}, your local agency for buying, selling and renting a home in Belgium and Luxembourg.",
    notFound:
      "This page does not exist on the {{agency}} site. Search our properties for sale and for rent, or start again from the home page.",
  },
  notFound: {
    searchTitle: "Find a property",
    cityLabel: "City or postcode",
    title: "Page not found",
    heading: "We could not find this page",
    text: "The address may be mistyped, or the page may have moved. Start again from the home page.",
    backHome: "Back to the home page",
  },
  error: {
    title: "Something went wrong",
    heading: "Something went wrong on our side",
    text: "Please try again in a moment. If it keeps happening, contact us.",
    backHome: "Back to the home page",
  },
  consent: {
    title: "Your privacy, your choice",
    intro:
      "We use the cookies this site needs to work. With your consent, we also measure visits and the reach of our advertising with Google and Meta tools. None of them loads before you choose.",
    policy: "Read our cookie policy",
    agreeAll: "Accept all",
    declineAll: "Decline all",
    customize: "Choose per category",
    save: "Save my choices",
    settings: "Cookie settings",
    alwaysOn: "Always on",
    categoriesLegend: "Cookie categories",
    invalid: "Your choice could not be read. Please go back and choose again.",
    categories: {
      necessary: {
        name: "Necessary",
        description: "Remember your language and this choice. The site cannot work without them.",
      },
      analytics_storage: {
        name: "Visit statistics",
        description:
          "Count visits and pages read, so that we know what helps our visitors (Google Analytics).",
      },
      ad_storage: {
        name: "Advertising",
        description: "Measure the results of our advertisements (Google Ads, Meta).",
      },
      ad_user_data: {
        name: "Advertising data",
        description: "Send data about your visit to Google for advertising.",
      },
      ad_personalization: {
        name: "Personalised advertising",
        description: "Show you advertisements that match the homes you looked at.",
      },
    },
  },
  // The form kit's texts (components/ui/form): the consent dialog on every page uses it.
  form: {
    errorSummary: "Please check the form",
    errorIn: "{{field}}: {{message}}",
    errors: {
      required: "This field is required.",
      invalid: "This value is not valid.",
      email: "Enter an e-mail address like name@example.com.",
      tooShort: "This text is too short.",
      tooLong: "This text is too long.",
    },
  },
};

export type CommonMessages = typeof common;
