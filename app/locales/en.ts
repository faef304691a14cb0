// The English messages define the shape every other language must match (checked by tsc and a unit test).
export const en = {
  language: { name: "English" },
  shell: {
    skipToContent: "Skip to main content",
    defaultSiteName: "Real estate agency",
    languages: "Languages",
    home: "Home",
    backToTop: "Back to the top",
    copyright: "© {{year}} {{name}}. All rights reserved.",
    breadcrumb: "Breadcrumb",
    mainMenu: "Main menu",
    openMenu: "Menu",
    closeMenu: "Close the menu",
    more: "More",
    freeEvaluation: "Free valuation",
    submenu: "{{name}}: more pages",
  },
  home: {
    title: "Homes for sale and for rent in Belgium and Luxembourg",
    description:
      "{{agency}}: houses, apartments and new-build projects for sale and for rent in Belgium and Luxembourg, with a local agency that knows every street.",
    heading: "Find the home that suits you",
    intro:
      "Houses, apartments, land and new-build projects across Brussels, Wallonia, Flanders and Luxembourg, chosen and visited by our agents.",
    pause: "Pause the slideshow",
    play: "Play the slideshow",
  },
  meta: {
    // Page descriptions for search results when the content sets none.
    forSale:
      "Houses, apartments and land for sale with {{agency}}: photos, prices and energy ratings of every property, and a local agent to show you round.",
    forRent:
      "Houses and apartments for rent with {{agency}}: photos, rents and energy ratings of every property, and a local agent to show you round.",
    filteredForSale:
      "{{what}} for sale{{where}} with {{agency}}: photos, prices and energy ratings, and a local agent to show you round.",
    filteredForRent:
      "{{what}} for rent{{where}} with {{agency}}: photos, rents and energy ratings, and a local agent to show you round.",
    properties: "Properties",
    inCity: " in {{city}}",
    page: "{{page}} – {{agency}}, your local agency for buying, selling and renting a home in Belgium and Luxembourg.",
    notFound:
      "This page does not exist on the {{agency}} site. Search our properties for sale and for rent, or start again from the home page.",
  },
  listing: {
    noneMatching: "No property matches this search for now.",
    showAll: "See them all",
    matching: "Properties matching your search.",
    searchInvalid: "We could not read part of this search, so it is not applied.",
    latestOffers: "Latest offers",
    offersForSale: "Our properties for sale",
    offersForRent: "Our properties for rent",
    latestOffersIntro: "Newly listed homes and premises, visited and photographed by our agents.",
    forSale: "For sale",
    forRent: "For rent",
    onRequest: "Price on request",
    from: "from",
    perMonth: "/month",
    status: { option: "Under offer", sold: "Sold", rented: "Let" },
    bedrooms_one: "{{count}} bedroom",
    bedrooms_other: "{{count}} bedrooms",
    surface: "{{value}} m²",
    noPhoto: "Photo coming soon",
    noneForSale:
      "No property is for sale right now. Come back soon, or ask us about what is coming.",
    noneForRent:
      "No property is for rent right now. Come back soon, or ask us about what is coming.",
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
    stats: {
      forSale_one: "property for sale",
      forSale_other: "properties for sale",
      forRent_one: "property for rent",
      forRent_other: "properties for rent",
      cities_one: "town and municipality",
      cities_other: "towns and municipalities",
    },
  },
  freeEvaluation: {
    title: "Free valuation of your property",
    description:
      "An agent visits your home and gives you a written valuation based on recent sales nearby, free and without commitment.",
    howItWorks: "How it works",
    steps: [
      "You call or write to us with the address of your property.",
      "An agent visits it with you at a time that suits you.",
      "Within 48 hours you receive a written valuation based on recent sales nearby.",
      "You decide, without commitment, whether to sell or let with us.",
    ],
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
  property: {
    photos: "Photos",
    photo: "Photo {{number}} of {{total}}",
    keyFacts: "Key facts",
    description: "Description",
    features: "Features",
    bathrooms_one: "{{count}} bathroom",
    bathrooms_other: "{{count}} bathrooms",
    livingArea: "{{value}} m² living area",
    plotArea: "{{value}} m² plot",
    epc: "Energy label",
    epcValue: "{{value}} kWh/m² a year",
    epcNotApplicable: "Energy label: not applicable",
    epcUnknown: "Energy label: being requested",
    interested: "Interested in this property?",
    interestedText:
      "Call or write to us: an agent answers within the working day and arranges a visit with you.",
    call: "Call {{phone}}",
    email: "Write to us",
    reference: "Reference {{id}}",
    partOf: "Part of the new-build project {{name}}",
    units: "Homes in this project",
    unitsOnOffer_one: "{{count}} home on offer",
    unitsOnOffer_other: "{{count}} homes on offer",
    priceRange: "Prices from {{min}} to {{max}}",
    facts: {
      ConstructionYear: "Built in",
      RenovationYear: "Renovated in",
      Facades: "Facades",
      Floors: "Floors",
      Garages: "Garages",
      Parkings: "Parking spaces",
      Toilets: "Toilets",
      SurfaceTerrace: "Terrace",
      SurfaceGarden: "Garden",
      AvailableFrom: "Available from",
    },
  },
};

export type Messages = typeof en;
