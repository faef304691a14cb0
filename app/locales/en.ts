// The English messages define the shape every other language must match (checked by tsc and a unit test).
export const en = {
  language: { name: "English", switchTo: "Read this page in English" },
  shell: {
    skipToContent: "Skip to main content",
    defaultSiteName: "Real estate agency",
    languages: "Languages",
    home: "Home",
    backToTop: "Back to the top",
    copyright: "© {{year}} {{name}}. All rights reserved.",
  },
  home: {
    title: "Homes for sale and for rent in Belgium and Luxembourg",
    description:
      "Houses, apartments and new-build projects for sale and for rent, with a local agency that knows every street.",
    heading: "Find the home that suits you",
    intro:
      "Houses, apartments, land and new-build projects across Brussels, Wallonia, Flanders and Luxembourg, chosen and visited by our agents.",
  },
  listing: {
    latestOffers: "Latest offers",
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
  },
  notFound: {
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
};

export type Messages = typeof en;
