import type { AdminMessages } from "#app/locales/en/admin.ts";

export const admin: AdminMessages = {
  shell: {
    desk: "Espace équipe",
    skipToContent: "Aller au contenu principal",
    menu: "Menu",
    navigation: "Espace équipe",
    account: "Votre compte",
    logout: "Se déconnecter",
    roles: { admin: "Administrateur", agent: "Agent" },
    publicSite: "Site public",
  },
  nav: {
    dashboard: "Tableau de bord",
    leads: "Demandes",
    people: "Personnes",
    demand: "Registre des recherches",
    newsletter: "Newsletter",
    mail: "E-mails",
    sync: "Synchronisation CRM",
    owners: "Propriétaires",
    staff: "Équipe",
    audit: "Journal d’audit",
  },
  login: {
    title: "Connexion à l’espace équipe",
    intro:
      "Réservé à l’équipe de l’agence. Les propriétaires se connectent sur le portail propriétaires.",
    email: "Adresse e-mail",
    password: "Mot de passe",
    submit: "Se connecter",
    failed: "Échec de la connexion : l’adresse e-mail ou le mot de passe est incorrect.",
    throttled:
      "Trop de tentatives de connexion. Attendez un quart d’heure avant de réessayer, ou demandez à un administrateur.",
    captcha:
      "De nombreuses connexions échouent en ce moment : attendez la fin de la vérification, puis connectez-vous à nouveau. JavaScript doit être activé.",
    wave: "De nombreuses connexions échouent en ce moment sur ce site : votre navigateur effectue d’abord une courte vérification (JavaScript doit être activé).",
    loggedOut: "Vous êtes déconnecté.",
    ended: "Votre session a pris fin. Veuillez vous reconnecter.",
  },
  status: {
    notFound: {
      title: "Page introuvable",
      text: "Cette page n’existe pas dans l’espace équipe, ou votre rôle n’y donne pas accès.",
    },
    error: {
      title: "Un problème est survenu",
      text: "La page n’a pas pu être affichée. Réessayez dans un instant ; si cela se reproduit, prévenez votre administrateur.",
    },
    backToDashboard: "Retour au tableau de bord",
  },
};
