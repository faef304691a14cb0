import type { CommonMessages } from "#app/locales/en/common.ts";

export const common: CommonMessages = {
  language: {
    name: "Français",
  },
  shell: {
    skipToContent: "Aller au contenu principal",
    defaultSiteName: "Agence immobilière",
    languages: "Langues",
    home: "Accueil",
    backToTop: "Retour en haut",
    copyright: "© {{year}} {{name}}. Tous droits réservés.",
    // docs/requirements.md §14: the footer's way to the newsletter's sign-up.
    newsletter: {
      title: "Notre newsletter",
      intro: "Les nouveaux biens dans votre boîte, une fois par mois au plus.",
      email: "Votre e-mail",
      send: "M'inscrire",
    },
    breadcrumb: "Fil d'Ariane",
    mainMenu: "Menu principal",
    openMenu: "Menu",
    closeMenu: "Fermer le menu",
    more: "Plus",
    freeEvaluation: "Estimation gratuite",
    // docs/requirements.md §15: the top bar's owner login link, for an owner who is logged in.
    myPortal: "Mon espace propriétaire",
    submenu: "{{name}} : autres pages",
    // Issue 27 "Settings": the footer's social links, named for screen readers.
    social: { list: "Suivez-nous", link: "{{name}} sur {{network}} (nouvel onglet)" },
  },
  offer: {
    forSale: "À vendre",
    forRent: "À louer",
    onRequest: "Prix sur demande",
    from: "à partir de",
    perMonth: "/mois",
    status: {
      option: "Sous option",
      sold: "Vendu",
      rented: "Loué",
    },
    bedrooms_one: "{{count}} chambre",
    bedrooms_other: "{{count}} chambres",
    surface: "{{value}} m²",
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
    // Issue 27 "Settings": the contact card's office hours, in the agency's time zone.
    hours: { title: "Heures d’ouverture (heure belge)", closed: "Fermé" },
    stats: {
      forSale_one: "bien à vendre",
      forSale_other: "biens à vendre",
      forRent_one: "bien à louer",
      forRent_other: "biens à louer",
      cities_one: "ville et commune",
      cities_other: "villes et communes",
    },
  },
  // The home search block (docs/requirements.md §2 Home page, §5): the box, its results panel and announcements.
  homeSearch: {
    label: "Rechercher par référence, type ou commune",
    placeholder: "Référence, type, commune",
    results: "Résultats de la recherche",
    cities: "Communes",
    types: "Types de biens",
    property: "Bien",
    count_one: "{{count}} résultat",
    count_other: "{{count}} résultats",
    none: "Aucune commune, aucun type ni aucune référence ne correspond",
    hint: "Tapez une commune, un code postal, un type de bien ou une référence",
    loading: "Chargement de la recherche…",
  },
  preview: {
    band: "Aperçu : non publié",
    note: "Vous seul voyez cette page avec les brouillons. Les visiteurs voient le site publié.",
    end: "Fermer l’aperçu",
    desk: "Retour à l’espace équipe",
  },
  meta: {
    page: "{{page}} – {{agency}}, votre agence immobilière locale pour acheter, vendre ou louer en Belgique et au Luxembourg.",
    notFound:
      "Cette page n'existe pas sur le site de {{agency}}. Cherchez parmi nos biens à vendre et à louer, ou repartez de la page d'accueil.",
  },
  notFound: {
    searchTitle: "Trouver un bien",
    cityLabel: "Commune ou code postal",
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
  form: {
    errorSummary: "Veuillez vérifier le formulaire",
    errorIn: "{{field}} : {{message}}",
    errors: {
      required: "Ce champ est obligatoire.",
      invalid: "Cette valeur n'est pas valide.",
      email: "Saisissez une adresse e-mail comme nom@exemple.be.",
      tooShort: "Ce texte est trop court.",
      tooLong: "Ce texte est trop long.",
    },
  },
};
