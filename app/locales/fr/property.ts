import type { PropertyMessages } from "#app/locales/en/property.ts";

export const property: PropertyMessages = {
  property: {
    photos: "Photos",
    photo: "Photo {{number}} sur {{total}}",
    keyFacts: "En bref",
    description: "Description",
    features: "Caractéristiques",
    bathrooms_one: "{{count}} salle de bain",
    bathrooms_other: "{{count}} salles de bain",
    livingArea: "{{value}} m² habitables",
    plotArea: "{{value}} m² de terrain",
    epc: "Certificat PEB",
    epcValue: "{{value}} kWh/m² par an",
    epcNotApplicable: "PEB : non applicable",
    epcUnknown: "PEB : en cours de demande",
    interested: "Ce bien vous intéresse ?",
    interestedText:
      "Appelez-nous ou écrivez-nous : un agent vous répond dans le jour ouvrable et organise une visite avec vous.",
    call: "Appeler le {{phone}}",
    email: "Nous écrire",
    reference: "Référence {{id}}",
    approximateLocation:
      "Situation approximative : nous communiquons l'adresse exacte sur demande.",
    partOf: "Fait partie du projet neuf {{name}}",
    units: "Les logements de ce projet",
    unitsOnOffer_one: "{{count}} logement disponible",
    unitsOnOffer_other: "{{count}} logements disponibles",
    priceRange: "Prix de {{min}} à {{max}}",
    facts: {
      ConstructionYear: "Année de construction",
      RenovationYear: "Rénové en",
      Facades: "Façades",
      Floors: "Étages",
      Garages: "Garages",
      Parkings: "Places de parking",
      Toilets: "Toilettes",
      SurfaceTerrace: "Terrasse",
      SurfaceGarden: "Jardin",
      AvailableFrom: "Disponible à partir du",
    },
  },
};
