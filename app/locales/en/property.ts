// Texts of a property's page and a project's page: gallery, facts, energy label, contact, units.
// English defines the shape every other language must match (checked by tsc and messages.test.ts).
export const property = {
  // Issue 12: the project list and a project's units table.
  projects: {
    title: "New-build projects",
    intro:
      "New homes built with partners we know well: each project with its homes, their plans and prices.",
    description:
      "New-build projects of {{agency}}: apartments and houses on plan in Belgium and Luxembourg, with their prices and the homes still available.",
    none: "No project is available right now. Come back soon, or ask us about what is coming.",
    columns: {
      unit: "Home",
      type: "Type",
      bedrooms: "Bedrooms",
      surface: "Surface",
      price: "Price",
      status: "Status",
    },
    sortAscending: "sort ascending",
    sortDescending: "sort descending",
    available: "Available",
  },
  // Issue 12: similar offers, and the pages of a property that is gone, sold or rented (spec §8).
  similar: {
    title: "Similar properties",
    suggestions: "Offers that might suit you",
    goneTitle: "Property not found",
    goneHeading: "The property you asked for does not exist or is sold",
    goneText: "It may have found a buyer or a tenant, or the address may be mistyped.",
    sold: "This property is sold.",
    rented: "This property is rented.",
  },
  // Issue 13: the gallery, its lightbox and slideshow (spec §2 Property detail, §9 Slider).
  gallery: {
    allPhotos: "All {{total}} photos",
    morePhotos: "More photos",
    dialog: "Photos: {{title}}",
    close: "Close the photos",
    previous: "Previous photo",
    next: "Next photo",
    play: "Play the slideshow",
    pause: "Pause the slideshow",
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
    approximateLocation: "Approximate location: we give the exact address on request.",
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

export type PropertyMessages = typeof property;
