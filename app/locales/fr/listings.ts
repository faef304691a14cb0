import type { ListingsMessages } from "#app/locales/en/listings.ts";

export const listings: ListingsMessages = {
  listing: {
    noneMatching: "Aucun bien ne correspond à cette recherche pour le moment.",
    showAll: "Les voir tous",
    matching: "Les biens qui correspondent à votre recherche.",
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
  map: {
    views: "Afficher les biens en",
    list: "Liste",
    map: "Carte",
    heading: "Les biens sur la carte",
    region: "Carte des biens",
    loading: "Chargement de la carte…",
    failed: "La carte n’a pas pu être chargée. La liste montre les mêmes biens.",
    noScript: "La carte a besoin de JavaScript. Voici les mêmes biens en liste.",
    zoomIn: "Zoomer",
    zoomOut: "Dézoomer",
    marker: "{{title}}, {{city}}",
    markerApproximate: "{{title}}, {{city}} (emplacement approximatif)",
    cluster_one: "{{count}} bien ici : zoomer",
    cluster_other: "{{count}} biens ici : zoomer",
    approximate: "Emplacement approximatif : l’agence garde l’adresse confidentielle.",
    close: "Fermer",
    see: "Voir le bien",
    loadDetailed: "Charger la carte détaillée",
    detailedNotice: "La carte détaillée vient de {{host}}, qui reçoit alors votre adresse IP.",
    unlocated_one: "{{count}} bien sans emplacement",
    unlocated_other: "{{count}} biens sans emplacement",
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
