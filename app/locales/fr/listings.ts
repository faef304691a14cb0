import type { ListingsMessages } from "#app/locales/en/listings.ts";

export const listings: ListingsMessages = {
  listing: {
    searchInvalid: "Une partie de cette recherche n'a pas pu être lue : elle n'est pas appliquée.",
    latestOffers: "Nos dernières offres",
    offersForSale: "Nos biens à vendre",
    offersForRent: "Nos biens à louer",
    latestOffersIntro:
      "Biens récemment mis en vente ou en location, visités et photographiés par nos agents.",
    noPhoto: "Photo bientôt disponible",
    noneForSale:
      "Aucun bien n'est à vendre pour le moment. Revenez bientôt, ou demandez-nous ce qui arrive.",
    noneForRent:
      "Aucun bien n'est à louer pour le moment. Revenez bientôt, ou demandez-nous ce qui arrive.",
  },
  results: {
    pageOf_one: "page {{page}} sur {{pages}} [{{total}} objet]",
    pageOf_other: "page {{page}} sur {{pages}} [{{total}} objets]",
    found_one: "{{total}} bien correspond à votre recherche.",
    found_other: "{{total}} biens correspondent à votre recherche.",
    filters: "Filtres",
    filtersCount: "Filtres ({{count}})",
    query: "Ville, type ou référence",
    cities: "Ville ou code postal",
    types: "Type de bien",
    price: "Prix (€)",
    priceMin: "Minimum",
    priceMax: "Maximum",
    bedrooms: "Chambres",
    bedroomsAny: "Peu importe",
    bedroomsMin: "{{count}} ou plus",
    surface: "Surface habitable à partir de (m²)",
    apply: "Afficher les résultats",
    clear: "Effacer tous les filtres",
    sort: "Trier par",
    sortApply: "Trier",
    perPage: "Par page",
    sorts: {
      newest: "Les plus récents",
      priceAsc: "Prix croissant",
      priceDesc: "Prix décroissant",
      surfaceDesc: "Les plus grandes surfaces",
    },
    noneMatching: "Aucun bien ne correspond aux critères.",
    widen: "Élargissez votre recherche en retirant un filtre :",
    chosen: "Votre recherche",
    remove: "Retirer le filtre {{label}}",
    seeAll: "Voir tous les biens",
    priceFrom: "à partir de {{price}}",
    priceTo: "jusqu'à {{price}}",
    bedroomsChip_one: "{{count}} chambre ou plus",
    bedroomsChip_other: "{{count}} chambres ou plus",
    surfaceFrom: "à partir de {{surface}} m²",
    text: "« {{text}} »",
    pages: "Pages de résultats",
    previousPage: "Précédente",
    nextPage: "Suivante",
    page: "Page {{page}}",
    neighbours: "Vos résultats de recherche",
    previous: "Bien précédent",
    next: "Bien suivant",
    back: "Retour aux résultats",
  },
  home: {
    title: "Biens à vendre et à louer en Belgique et au Luxembourg",
    description:
      "{{agency}} : maisons, appartements et projets neufs à vendre et à louer en Belgique et au Luxembourg, avec une agence locale qui connaît chaque rue.",
    heading: "Trouvez le bien qui vous ressemble",
    intro:
      "Maisons, appartements, terrains et projets neufs à Bruxelles, en Wallonie, en Flandre et au Luxembourg, choisis et visités par nos agents.",
    pause: "Mettre le diaporama en pause",
    play: "Lancer le diaporama",
  },
  meta: {
    forSale:
      "Maisons, appartements et terrains à vendre chez {{agency}} : photos, prix et PEB de chaque bien, et un agent local pour vous les faire visiter.",
    forRent:
      "Maisons et appartements à louer chez {{agency}} : photos, loyers et PEB de chaque bien, et un agent local pour vous les faire visiter.",
    filteredForSale:
      "{{what}} à vendre{{where}} chez {{agency}} : photos, prix et PEB, et un agent local pour vous les faire visiter.",
    filteredForRent:
      "{{what}} à louer{{where}} chez {{agency}} : photos, loyers et PEB, et un agent local pour vous les faire visiter.",
    properties: "Biens",
    inCity: " à {{city}}",
  },
};
