import type { OwnersMessages } from "#app/locales/en/owners.ts";

export const owners: OwnersMessages = {
  login: {
    title: "Connexion du propriétaire",
    description:
      "Les propriétaires d'un bien que nous vendons ou louons suivent ici ses visites, contacts et publications.",
    intro:
      "Suivez l'évolution de votre bien : visites de sa page, contacts, visites sur place et lieux de publication.",
    login: "Adresse e-mail ou nom d'utilisateur",
    password: "Mot de passe",
    submit: "Se connecter",
    failed: "Échec de la connexion : le nom d'utilisateur ou le mot de passe n'est pas correct.",
    throttled:
      "Trop de tentatives de connexion. Veuillez patienter un quart d'heure avant de réessayer, ou appelez-nous.",
    loggedOut: "Vous êtes déconnecté.",
    ended: "Votre session a pris fin. Veuillez vous reconnecter.",
  },
  // spec §6: the agency's mail when an owner logs in (in the agency's language).
  loginMail: {
    subject: "Nouvelle connexion à l'espace propriétaire : {{name}}",
    intro: "{{name}} ({{email}}) s'est connecté à l'espace propriétaire le {{when}}.",
    check: "Si ce n'était pas attendu, vérifiez le compte du propriétaire.",
  },
  portal: {
    agent: "Votre agent : {{name}}",
    title: "Vos biens",
    greeting: "Bienvenue, {{name}}",
    logout: "Se déconnecter",
    none: "Aucun bien n'est encore lié à votre compte. Votre agent peut le faire pour vous.",
    open: "Visites et historique",
    reference: "Réf. {{id}}",
    contactHeading: "Votre contact à l'agence",
    back: "Tous vos biens",
  },
  stats: {
    heading: "Visites de la page du bien",
    asTable: "Les mêmes chiffres en tableau",
    today: "Aujourd'hui",
    week: "Cette semaine",
    month: "Ce mois-ci",
    total: "Au total",
    chartTitle: "Visites des 30 derniers jours",
    chartDescription:
      "Visites par jour du {{from}} au {{to}} : {{total}} au total, au plus {{max}} en un jour.",
    day: "Jour",
    visits: "Visites",
    bySource: "Visites par source",
    sources: { website: "Notre site", newsletter: "Newsletter" },
    source: "Source",
  },
  history: {
    communications: "Communications",
    onlineMedia: "Médias en ligne",
    calendarVisits: "Visites sur place",
    date: "Date",
    type: "Type",
    contact: "Contact",
    subject: "Objet",
    comment: "Commentaire",
    status: "Statut",
    medium: "Lieu de publication",
    since: "Depuis",
    none: "Rien pour l'instant.",
  },
};
