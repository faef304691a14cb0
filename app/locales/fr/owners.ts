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
  wave: {
    notice:
      "De nombreuses connexions échouent sur notre site en ce moment, nous redoublons donc de prudence : votre navigateur résout une courte vérification avant de vous connecter (JavaScript doit être activé), et depuis un appareil que vous n'avez pas encore utilisé ici, nous vous envoyons un code par e-mail.",
    captcha:
      "Veuillez attendre la fin de la vérification, puis vous connecter à nouveau. Elle demande que JavaScript soit activé dans votre navigateur.",
    codeTitle: "Code reçu par e-mail",
    codeIntro:
      "Vous vous connectez depuis un appareil que vous n'avez pas encore utilisé ici. Nous avons envoyé un code de six chiffres à votre adresse e-mail : saisissez-le ici dans les 10 minutes.",
    codeLabel: "Code indiqué dans l’e-mail",
    wrongCode:
      "Ce code n'est pas correct, ou n'est plus valable. Saisissez les six chiffres du dernier e-mail.",
    mail: {
      subject: "Votre code de connexion : {{code}}",
      intro:
        "Quelqu'un, vous sans doute, a saisi votre mot de passe sur l'espace propriétaire depuis un nouvel appareil. Pour vous connecter, saisissez ce code dans les 10 minutes :",
      notYou:
        "Ce n'était pas vous ? Alors quelqu'un d'autre connaît votre mot de passe : choisissez-en un nouveau avec « Mot de passe oublié ? » sur la page de connexion.",
    },
  },
  // docs/requirements.md §6: the agency's mail when an owner logs in (in the agency's language).
  loginMail: {
    subject: "Nouvelle connexion à l'espace propriétaire : {{name}}",
    intro: "{{name}} ({{email}}) s'est connecté à l'espace propriétaire le {{when}}.",
    check: "Si ce n'était pas attendu, vérifiez le compte du propriétaire.",
  },
  // docs/requirements.md §15: the forgotten password, by a single-use link valid one hour.
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
    invalid: "Ce lien n'est plus valable : il a expiré ou a déjà servi. Demandez-en un nouveau.",
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
  // docs/requirements.md §15 "optional second factor": a code from an authenticator app after the password.
  secondFactor: {
    link: "Sécurité de la connexion",
    title: "Sécurité de la connexion",
    description:
      "Une seconde étape à la connexion : un code d'une application d'authentification sur votre téléphone.",
    intro:
      "Ajoutez une seconde étape à votre connexion : après votre mot de passe, un code à six chiffres d'une application d'authentification sur votre téléphone (Google Authenticator, Microsoft Authenticator, 1Password, Aegis…). Quelqu'un qui apprendrait votre mot de passe ne pourrait toujours pas se connecter.",
    off: "La connexion en deux étapes est désactivée.",
    start: "Configurer la connexion en deux étapes",
    scan: "Dans votre application d'authentification, ajoutez un compte et scannez ce code.",
    qr: "Code QR à scanner avec votre application d'authentification",
    key: "Impossible de le scanner ? Saisissez plutôt cette clé dans l'application :",
    enter: "Saisissez ensuite le code à six chiffres affiché par l'application.",
    code: "Code de l'application",
    confirm: "Activer la connexion en deux étapes",
    cancel: "Annuler",
    on: "La connexion en deux étapes est activée depuis le {{date}}.",
    codesLeft_one: "Il reste {{count}} code de secours.",
    codesLeft_other: "Il reste {{count}} codes de secours.",
    codesHeading: "Vos codes de secours",
    codesIntro:
      "Chaque code vous connecte une fois lorsque votre téléphone n'est pas à portée de main. Gardez-les en lieu sûr, imprimés ou dans un gestionnaire de mots de passe : ils ne sont affichés que maintenant.",
    renewHeading: "Nouveaux codes de secours",
    renewIntro:
      "Codes perdus, ou presque tous utilisés ? De nouveaux codes remplacent tous les anciens.",
    renew: "Créer de nouveaux codes de secours",
    disableHeading: "Désactiver la connexion en deux étapes",
    disableIntro: "Votre mot de passe suffira de nouveau pour vous connecter.",
    disable: "Désactiver la connexion en deux étapes",
    password: "Votre mot de passe",
    turnedOff:
      "La connexion en deux étapes est désactivée : votre mot de passe suffit pour vous connecter.",
    loginTitle: "Code de connexion",
    loginIntro:
      "Votre compte demande une seconde étape. Saisissez le code à six chiffres que votre application d'authentification affiche maintenant, ou l'un de vos codes de secours.",
    loginCode: "Code de l'application ou code de secours",
    loginSubmit: "Se connecter",
    errors: {
      code: "Veuillez saisir le code de votre application, ou un code de secours.",
      appCode: "Veuillez saisir les six chiffres affichés par l'application.",
      wrong:
        "Ce code n'est pas correct, ou a déjà servi. Saisissez le code que l'application affiche maintenant.",
      password: "Veuillez saisir votre mot de passe.",
      passwordWrong: "Ce mot de passe n'est pas correct.",
      unreadable:
        "Votre code ne peut pas être vérifié pour le moment. Réessayez plus tard ou appelez l'agence.",
    },
  },
  // ADR 036: the owner's open sessions on the login security page.
  sessions: {
    heading: "Où vous êtes connecté",
    intro:
      "Votre espace propriétaire est ouvert sur ces appareils. Fermez toute session que vous ne reconnaissez pas : elle est déconnectée aussitôt.",
    device: "{{browser}} sur {{system}}",
    unknownBrowser: "Navigateur inconnu",
    unknownSystem: "un appareil inconnu",
    thisDevice: "Cet appareil",
    address: "Adresse IP",
    started: "Connecté depuis",
    seen: "Dernière activité",
    end: "Fermer cette session",
    endOthers: "Se déconnecter partout ailleurs",
    ended_one: "{{count}} session fermée.",
    ended_other: "{{count}} sessions fermées.",
    noneEnded: "Aucune autre session n'était ouverte.",
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
