// Texts of the pages that list properties: property lists and cards, the home page, and the
// descriptions of the For sale and For rent pages in search results.
// English defines the shape every other language must match (checked by tsc and messages.test.ts).
export const listings = {
  listing: {
    noneMatching: "No property matches this search for now.",
    showAll: "See them all",
    matching: "Properties matching your search.",
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
  map: {
    views: "Show the properties as",
    list: "List",
    map: "Map",
    heading: "The properties on the map",
    region: "Map of the properties",
    loading: "Loading the map…",
    failed: "The map could not be loaded. The list shows the same properties.",
    noScript: "The map needs JavaScript. Here are the same properties as a list.",
    zoomIn: "Zoom in",
    zoomOut: "Zoom out",
    marker: "{{title}}, {{city}}",
    markerApproximate: "{{title}}, {{city}} (approximate location)",
    cluster_one: "{{count}} property here: zoom in",
    cluster_other: "{{count}} properties here: zoom in",
    approximate: "Approximate location: the agency keeps the address private.",
    close: "Close",
    see: "See the property",
    loadDetailed: "Load the detailed map",
    detailedNotice: "The detailed map comes from {{host}}, which then receives your IP address.",
    unlocated_one: "{{count}} property without a location",
    unlocated_other: "{{count}} properties without a location",
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
