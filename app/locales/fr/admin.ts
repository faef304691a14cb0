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
    settings: "Paramètres",
    pages: "Pages",
    collections: "Collections",
    preview: "Aperçu et publication",
    staff: "Équipe",
    audit: "Journal d’audit",
    media: "Médiathèque",
    redirects: "Redirections",
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
  twoStep: {
    codeTitle: "Connexion en deux étapes",
    codeIntro:
      "Tapez le code à six chiffres que votre application d’authentification affiche pour cet espace, ou l’un de vos codes de secours.",
    code: "Code",
    codeHint: "Six chiffres de l’application, ou un code de secours comme abcd-efgh-ijkl-mnop.",
    submitCode: "Se connecter",
    wrong:
      "Ce code est incorrect. Tapez le code que l’application affiche maintenant, ou un code de secours.",
    unreadable:
      "Les codes de l’application ne peuvent pas être vérifiés pour le moment. Connectez-vous avec un code de secours, ou demandez à un administrateur.",
    throttled: "Trop de codes erronés. Attendez un quart d’heure avant de réessayer.",
    enrolTitle: "Activer la connexion en deux étapes",
    enrolIntro:
      "Les administrateurs se connectent en deux étapes : après le mot de passe, un code à six chiffres d’une application d’authentification sur votre téléphone (Google Authenticator, Microsoft Authenticator, 1Password, Aegis…).",
    scan: "Dans votre application d’authentification, ajoutez un compte et scannez ce code.",
    qr: "Code QR pour votre application d’authentification",
    key: "Ou tapez cette clé dans l’application :",
    enter: "Tapez ensuite le code à six chiffres affiché par l’application.",
    confirm: "Activer la connexion en deux étapes",
    wrongSetupCode: "Ce code est incorrect. Tapez le code que l’application affiche maintenant.",
    codesTitle: "Vos codes de secours",
    codesIntro:
      "La connexion en deux étapes est activée. Gardez ces dix codes en lieu sûr, ailleurs que sur votre téléphone : chacun permet de vous connecter une fois sans l’application. Ils ne sont affichés que maintenant.",
    codesLabel: "Codes de secours",
    continue: "Continuer vers l’espace équipe",
  },
  password: {
    title: "Choisissez votre mot de passe",
    intro: "12 caractères ou plus : une phrase est facile à retenir et difficile à deviner.",
    password: "Mot de passe",
    passwordRepeat: "Mot de passe à nouveau",
    submit: "Enregistrer mon mot de passe",
    invalid:
      "Ce lien n’est plus valable : il a déjà servi ou date de plus de 24 heures. Demandez-en un nouveau à un administrateur.",
    saved: "Votre mot de passe est enregistré : vous pouvez vous connecter avec.",
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
