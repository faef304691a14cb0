import type { PropertyMessages } from "#app/locales/en/property.ts";

export const property: PropertyMessages = {
  projects: {
    title: "Neubauprojekte",
    intro:
      "Neue Wohnungen und Häuser, gebaut mit Partnern, die wir gut kennen: jedes Projekt mit seinen Einheiten, Grundrissen und Preisen.",
    description:
      "Neubauprojekte von {{agency}}: Wohnungen und Häuser ab Plan in Belgien und Luxemburg, mit Preisen und den noch freien Einheiten.",
    none: "Zurzeit sind keine Projekte verfügbar. Schauen Sie bald wieder vorbei oder fragen Sie uns, was geplant ist.",
    columns: {
      unit: "Einheit",
      type: "Art",
      bedrooms: "Schlafzimmer",
      surface: "Fläche",
      price: "Preis",
      status: "Status",
    },
    sortAscending: "aufsteigend sortieren",
    sortDescending: "absteigend sortieren",
    available: "Verfügbar",
  },
  place: {
    title: "Lage",
    map: "Karte der Lage von {{title}}",
    approximate:
      "Ungefähre Lage: Die Agentur hält die Adresse vertraulich; die Karte zeigt einen Punkt im Umkreis von 500 m um die Immobilie.",
    openInApp: "In Ihrer Karten-App öffnen",
    appHint: "Google Maps, auf dem Smartphone in seiner App",
    failed:
      "Die Karte konnte nicht geladen werden. Der Link unten öffnet den Ort in Ihrer Karten-App.",
  },
  similar: {
    title: "Ähnliche Immobilien",
    suggestions: "Angebote, die Ihnen gefallen könnten",
    goneTitle: "Immobilie nicht gefunden",
    goneHeading: "Die gesuchte Immobilie existiert nicht oder ist verkauft",
    goneText:
      "Vielleicht hat sie einen Käufer oder Mieter gefunden, oder die Adresse ist falsch geschrieben.",
    sold: "Diese Immobilie ist verkauft.",
    rented: "Diese Immobilie ist vermietet.",
  },
  property: {
    photos: "Fotos",
    photo: "Foto {{number}} von {{total}}",
    keyFacts: "Eckdaten",
    description: "Beschreibung",
    features: "Ausstattung",
    bathrooms_one: "{{count}} Badezimmer",
    bathrooms_other: "{{count}} Badezimmer",
    livingArea: "{{value}} m² Wohnfläche",
    plotArea: "{{value}} m² Grundstück",
    epc: "Energieausweis",
    epcValue: "{{value}} kWh/m² pro Jahr",
    epcNotApplicable: "Energieausweis: nicht erforderlich",
    epcUnknown: "Energieausweis: beantragt",
    interested: "Interesse an dieser Immobilie?",
    interestedText:
      "Rufen Sie uns an oder schreiben Sie uns: Ein Makler antwortet innerhalb des Werktags und vereinbart mit Ihnen eine Besichtigung.",
    call: "{{phone}} anrufen",
    email: "Schreiben Sie uns",
    reference: "Referenz {{id}}",
    approximateLocation: "Ungefähre Lage: Die genaue Adresse teilen wir Ihnen auf Anfrage mit.",
    partOf: "Teil des Neubauprojekts {{name}}",
    units: "Wohnungen in diesem Projekt",
    unitsOnOffer_one: "{{count}} Wohnung im Angebot",
    unitsOnOffer_other: "{{count}} Wohnungen im Angebot",
    priceRange: "Preise von {{min}} bis {{max}}",
    facts: {
      ConstructionYear: "Baujahr",
      RenovationYear: "Renoviert",
      Facades: "Fassaden",
      Floors: "Etagen",
      Garages: "Garagen",
      Parkings: "Stellplätze",
      Toilets: "Toiletten",
      SurfaceTerrace: "Terrasse",
      SurfaceGarden: "Garten",
      AvailableFrom: "Verfügbar ab",
    },
  },
};
