import type { PropertyMessages } from "#app/locales/en/property.ts";

export const property: PropertyMessages = {
  projects: {
    title: "Projets neufs",
    intro:
      "Des logements neufs construits avec des partenaires que nous connaissons bien : chaque projet avec ses logements, leurs plans et leurs prix.",
    description:
      "Les projets neufs de {{agency}} : appartements et maisons sur plan en Belgique et au Luxembourg, avec leurs prix et les logements encore disponibles.",
    none: "Aucun projet disponible pour le moment. Revenez bientôt, ou demandez-nous ce qui se prépare.",
    columns: {
      unit: "Logement",
      type: "Type",
      bedrooms: "Chambres",
      surface: "Surface",
      price: "Prix",
      status: "Statut",
    },
    sortAscending: "trier par ordre croissant",
    sortDescending: "trier par ordre décroissant",
    available: "Disponible",
  },
  place: {
    title: "Situation",
    map: "Carte de la situation de {{title}}",
    approximate:
      "Emplacement approximatif : l’agence garde l’adresse confidentielle ; la carte montre un point à moins de 500 m du bien.",
    openInApp: "Ouvrir dans votre application de cartes",
    appHint: "Google Maps, dans son application sur un téléphone",
    failed:
      "La carte n’a pas pu être chargée. Le lien ci-dessous ouvre le lieu dans votre application de cartes.",
  },
  similar: {
    title: "Biens similaires",
    suggestions: "Des biens qui pourraient vous plaire",
    goneTitle: "Bien introuvable",
    goneHeading: "Le bien demandé n'existe pas ou est vendu",
    goneText: "Il a peut-être trouvé acquéreur ou locataire, ou l'adresse est mal saisie.",
    sold: "Ce bien est vendu.",
    rented: "Ce bien est loué.",
  },
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
