// Texts of the pages that list properties: property lists and cards, the home page, and the
// descriptions of the For sale and For rent pages in search results.
// English defines the shape every other language must match (checked by tsc and messages.test.ts).
export const listings = {
  listing: {
    searchInvalid: "We could not read part of this search, so it is not applied.",
    latestOffers: "Latest offers",
    offersForSale: "Our properties for sale",
    offersForRent: "Our properties for rent",
    latestOffersIntro: "Newly listed homes and premises, visited and photographed by our agents.",
    noPhoto: "Photo coming soon",
    noneForSale:
      "No property is for sale right now. Come back soon, or ask us about what is coming.",
    noneForRent:
      "No property is for rent right now. Come back soon, or ask us about what is coming.",
  },
  results: {
    pageOf_one: "page {{page}} of {{pages}} [{{total}} object]",
    pageOf_other: "page {{page}} of {{pages}} [{{total}} objects]",
    found_one: "{{total}} property matches your search.",
    found_other: "{{total}} properties match your search.",
    filters: "Filters",
    filtersCount: "Filters ({{count}})",
    query: "City, type or ID",
    cities: "City or postcode",
    types: "Type of property",
    price: "Price (€)",
    priceMin: "Minimum",
    priceMax: "Maximum",
    bedrooms: "Bedrooms",
    bedroomsAny: "Any number",
    bedroomsMin: "{{count}} or more",
    surface: "Living surface from (m²)",
    apply: "Show the results",
    clear: "Clear all filters",
    sort: "Sort by",
    sortApply: "Sort",
    perPage: "Per page",
    sorts: {
      newest: "Newest first",
      priceAsc: "Price, lowest first",
      priceDesc: "Price, highest first",
      surfaceDesc: "Largest surface first",
    },
    noneMatching: "No properties match the criteria.",
    widen: "Widen your search by removing a filter:",
    chosen: "Your search",
    remove: "Remove the filter {{label}}",
    seeAll: "See every property",
    priceFrom: "from {{price}}",
    priceTo: "up to {{price}}",
    bedroomsChip_one: "{{count}}+ bedroom",
    bedroomsChip_other: "{{count}}+ bedrooms",
    surfaceFrom: "from {{surface}} m²",
    text: "“{{text}}”",
    pages: "Pages of results",
    previousPage: "Previous",
    nextPage: "Next",
    page: "Page {{page}}",
    neighbours: "Your search results",
    previous: "Previous property",
    next: "Next property",
    back: "Back to the results",
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
  },
};

export type ListingsMessages = typeof listings;
