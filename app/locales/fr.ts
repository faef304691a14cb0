import type { Messages } from "./en.ts";

export const fr: Messages = {
  language: { name: "Français", switchTo: "Lire cette page en français" },
  shell: {
    skipToContent: "Aller au contenu principal",
    defaultSiteName: "Agence immobilière",
    languages: "Langues",
    home: "Accueil",
    backToTop: "Retour en haut",
    copyright: "© {{year}} {{name}}. Tous droits réservés.",
  },
  home: {
    title: "Biens à vendre et à louer en Belgique et au Luxembourg",
    description:
      "Maisons, appartements et projets neufs à vendre et à louer, avec une agence locale qui connaît chaque rue.",
    heading: "Trouvez le bien qui vous ressemble",
    intro:
      "Maisons, appartements, terrains et projets neufs à Bruxelles, en Wallonie, en Flandre et au Luxembourg, choisis et visités par nos agents.",
  },
  listing: {
    latestOffers: "Nos dernières offres",
    latestOffersIntro:
      "Biens récemment mis en vente ou en location, visités et photographiés par nos agents.",
    forSale: "À vendre",
    forRent: "À louer",
    onRequest: "Prix sur demande",
    from: "à partir de",
    perMonth: "/mois",
    status: { option: "Sous option", sold: "Vendu", rented: "Loué" },
    bedrooms_one: "{{count}} chambre",
    bedrooms_other: "{{count}} chambres",
    surface: "{{value}} m²",
    noPhoto: "Photo bientôt disponible",
  },
  notFound: {
    title: "Page introuvable",
    heading: "Nous n'avons pas trouvé cette page",
    text: "L'adresse contient peut-être une faute de frappe, ou la page a été déplacée. Repartez de la page d'accueil.",
    backHome: "Retour à l'accueil",
  },
  error: {
    title: "Une erreur s'est produite",
    heading: "Une erreur s'est produite de notre côté",
    text: "Veuillez réessayer dans un instant. Si le problème persiste, contactez-nous.",
    backHome: "Retour à l'accueil",
  },
};
