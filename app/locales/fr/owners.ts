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
  // Issue 15: the forgotten password, by a single-use link valid one hour.
  passwordReset: {
    forgotLink: "Mot de passe oublié ?",
    requestTitle: "Mot de passe oublié",
    requestIntro:
      "Indiquez votre adresse e-mail ou votre nom d'utilisateur : nous vous envoyons un lien pour choisir un nouveau mot de passe, valable une heure.",
    requestSend: "M'envoyer un lien",
    requestSent:
      "Si un compte correspond, nous avons envoyé un lien à son adresse e-mail. Il est valable une heure.",
    resetTitle: "Choisissez un nouveau mot de passe",
    resetIntro: "12 caractères ou plus : une phrase est facile à retenir et difficile à deviner.",
    password: "Nouveau mot de passe",
    passwordRepeat: "Nouveau mot de passe, à nouveau",
    resetSend: "Enregistrer mon nouveau mot de passe",
    done: "Votre nouveau mot de passe est enregistré : vous pouvez vous connecter avec lui.",
    invalid:
      "Ce lien n'est plus valable : il a déjà servi ou date de plus d'une heure. Demandez-en un nouveau.",
    errors: {
      login: "Veuillez indiquer votre adresse e-mail ou votre nom d'utilisateur.",
      short: "Le mot de passe doit compter 12 caractères ou plus.",
      common: "Ce mot de passe est trop facile à deviner : choisissez-en un autre.",
      differ: "Les deux mots de passe ne correspondent pas.",
      link: "Ce lien n'est pas valable.",
    },
    mail: {
      subject: "Choisissez un nouveau mot de passe",
      intro:
        "Vous avez demandé à choisir un nouveau mot de passe pour l'espace propriétaire. Le lien ci-dessous sert une fois, pendant une heure.",
      button: "Choisir mon nouveau mot de passe",
      notYou: "Vous ne l'avez pas demandé ? Ignorez cet e-mail : votre mot de passe reste le même.",
    },
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
