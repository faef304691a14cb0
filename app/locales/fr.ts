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
  consent: {
    title: "Votre vie privée, votre choix",
    intro:
      "Nous utilisons les cookies nécessaires au fonctionnement du site. Avec votre accord, nous mesurons aussi les visites et la portée de nos publicités, avec des outils de Google et de Meta. Rien de cela n'est chargé avant votre choix.",
    policy: "Lire notre politique en matière de cookies",
    agreeAll: "Tout accepter",
    declineAll: "Tout refuser",
    customize: "Choisir par catégorie",
    save: "Enregistrer mes choix",
    settings: "Paramètres des cookies",
    alwaysOn: "Toujours actifs",
    categoriesLegend: "Catégories de cookies",
    invalid: "Votre choix n'a pas pu être lu. Revenez en arrière et choisissez à nouveau.",
    categories: {
      necessary: {
        name: "Nécessaires",
        description: "Retenir votre langue et ce choix. Le site ne peut pas fonctionner sans eux.",
      },
      analytics_storage: {
        name: "Statistiques de visite",
        description:
          "Compter les visites et les pages lues, pour savoir ce qui aide nos visiteurs (Google Analytics).",
      },
      ad_storage: {
        name: "Publicité",
        description: "Mesurer les résultats de nos annonces publicitaires (Google Ads, Meta).",
      },
      ad_user_data: {
        name: "Données publicitaires",
        description: "Envoyer à Google des données sur votre visite à des fins publicitaires.",
      },
      ad_personalization: {
        name: "Publicité personnalisée",
        description: "Vous montrer des publicités liées aux biens que vous avez consultés.",
      },
    },
  },
};
