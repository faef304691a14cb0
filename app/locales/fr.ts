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
    breadcrumb: "Fil d'Ariane",
    mainMenu: "Menu principal",
    openMenu: "Menu",
    closeMenu: "Fermer le menu",
    more: "Plus",
    freeEvaluation: "Estimation gratuite",
    submenu: "{{name}} : autres pages",
  },
  home: {
    title: "Biens à vendre et à louer en Belgique et au Luxembourg",
    description:
      "Maisons, appartements et projets neufs à vendre et à louer, avec une agence locale qui connaît chaque rue.",
    heading: "Trouvez le bien qui vous ressemble",
    intro:
      "Maisons, appartements, terrains et projets neufs à Bruxelles, en Wallonie, en Flandre et au Luxembourg, choisis et visités par nos agents.",
    slideshow: "Diaporama",
    pause: "Mettre le diaporama en pause",
    play: "Lancer le diaporama",
  },
  listing: {
    latestOffers: "Nos dernières offres",
    offersForSale: "Nos biens à vendre",
    offersForRent: "Nos biens à louer",
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
    noneForSale:
      "Aucun bien n'est à vendre pour le moment. Revenez bientôt, ou demandez-nous ce qui arrive.",
    noneForRent:
      "Aucun bien n'est à louer pour le moment. Revenez bientôt, ou demandez-nous ce qui arrive.",
  },
  content: {
    testimonials: "Ce que disent nos clients",
    previous: "Précédent",
    next: "Suivant",
    rating_one: "{{count}} étoile sur 5",
    rating_other: "{{count}} étoiles sur 5",
    pdf: "PDF",
    downloads: "Documents à télécharger",
    contactNote: "Appelez-nous ou écrivez-nous : un agent vous répond dans le jour ouvrable.",
    stats: {
      forSale_one: "bien à vendre",
      forSale_other: "biens à vendre",
      forRent_one: "bien à louer",
      forRent_other: "biens à louer",
      cities_one: "ville et commune",
      cities_other: "villes et communes",
    },
  },
  freeEvaluation: {
    title: "Estimation gratuite de votre bien",
    description:
      "Un agent visite votre bien et vous remet une estimation écrite fondée sur les ventes récentes du quartier, gratuitement et sans engagement.",
    howItWorks: "Comment ça se passe",
    steps: [
      "Vous nous appelez ou nous écrivez avec l'adresse de votre bien.",
      "Un agent le visite avec vous, au moment qui vous convient.",
      "Sous 48 heures, vous recevez une estimation écrite fondée sur les ventes récentes du quartier.",
      "Vous décidez, sans engagement, de vendre ou de louer avec nous.",
    ],
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
