import type { AdminStaffMessages } from "#app/locales/en/admin-staff.ts";

export const adminStaff: AdminStaffMessages = {
  roles: { admin: "Administrateur", agent: "Agent" },
  languages: { en: "English", nl: "Nederlands", fr: "Français", de: "Deutsch" },
  list: {
    title: "Équipe",
    intro:
      "Toutes les personnes qui travaillent dans l’espace de gestion. Ouvrez un membre pour changer son rôle, désactiver son compte, réinitialiser sa connexion en deux étapes ou fermer ses sessions.",
    caption: "Membres de l’équipe",
    name: "Nom",
    email: "Adresse e-mail",
    role: "Rôle",
    twoStep: "Connexion en deux étapes",
    password: "Mot de passe",
    lastLogin: "Dernière connexion",
    status: "Compte",
    on: "Activée",
    off: "Désactivée",
    set: "Choisi",
    notSet: "Pas encore choisi",
    never: "Jamais",
    enabled: "Actif",
    disabled: "Désactivé",
    you: "vous",
    noName: "(sans nom)",
  },
  invite: {
    heading: "Inviter un membre",
    intro:
      "Le membre reçoit un e-mail, dans la langue choisie, avec un lien pour choisir son mot de passe. Le lien fonctionne une fois, pendant 24 heures.",
    email: "Adresse e-mail",
    name: "Nom",
    role: "Rôle",
    roleHelp:
      "Les administrateurs font tout, gestion de l’équipe comprise, et se connectent en deux étapes. Les agents traitent les demandes, les propriétaires, le registre des recherches et le journal des e-mails.",
    language: "Langue de l’espace de gestion et de l’invitation",
    submit: "Envoyer l’invitation",
  },
  member: {
    back: "Toute l’équipe",
    facts: "Compte",
    email: "Adresse e-mail",
    role: "Rôle",
    language: "Langue",
    twoStep: "Connexion en deux étapes",
    password: "Mot de passe",
    lastLogin: "Dernière connexion",
    created: "Compte créé",
    status: "Compte",
    newRole: "Nouveau rôle",
    roleHeading: "Rôle",
    roleHelp:
      "Changer de rôle ferme les sessions du membre : il se reconnecte selon les règles du nouveau rôle.",
    roleSubmit: "Changer le rôle",
    accessHeading: "Accès",
    disable: "Désactiver le compte",
    disableHelp:
      "Un membre désactivé ne peut plus se connecter, et toutes ses sessions ouvertes se ferment aussitôt.",
    enable: "Réactiver le compte",
    enableHelp: "Le membre peut de nouveau se connecter avec son mot de passe.",
    resetTwoStep: "Réinitialiser la connexion en deux étapes",
    resetTwoStepHelp:
      "Pour un téléphone perdu : les sessions du membre se ferment et sa prochaine connexion configure de nouveau la connexion en deux étapes.",
    resend: "Renvoyer l’invitation",
    resendHelp:
      "Le membre n’a pas encore choisi de mot de passe. Un nouveau lien part, valable 24 heures ; les liens précédents ne fonctionnent plus.",
    sessionsHeading: "Sessions ouvertes",
    noSessions: "Aucune session ouverte.",
  },
  sessions: {
    actions: "Action",
    caption: "Sessions ouvertes",
    device: "Appareil",
    deviceName: "{{browser}} sur {{system}}",
    unknownBrowser: "Navigateur inconnu",
    unknownSystem: "un appareil inconnu",
    address: "Adresse IP",
    started: "Connecté le",
    seen: "Dernière activité",
    end: "Fermer",
    endLabel: "Fermer la session de {{device}}, connectée le {{started}}",
    thisOne: "Cette session",
    logoutThis: "Me déconnecter ici",
    endOthers: "Me déconnecter partout ailleurs",
  },
  account: {
    title: "Mon compte",
    intro: "Votre langue dans l’espace de gestion et les appareils où vous êtes connecté.",
    languageHeading: "Langue de l’espace de gestion",
    language: "Langue",
    languageSubmit: "Enregistrer la langue",
    sessionsHeading: "Où vous êtes connecté",
    sessionsIntro:
      "L’espace de gestion est ouvert sur ces appareils. Fermez toute session que vous ne reconnaissez pas : elle est déconnectée aussitôt.",
    twoStepHeading: "Connexion en deux étapes",
    twoStepRequired:
      "La connexion en deux étapes est activée depuis le {{since}}. Elle est obligatoire pour les administrateurs : impossible de la désactiver.",
    twoStepOn:
      "La connexion en deux étapes est activée depuis le {{since}} : après votre mot de passe, l’espace équipe demande un code de votre application d’authentification.",
    twoStepOff:
      "La connexion en deux étapes est désactivée. Activez-la pour donner, après le mot de passe, un code d’une application d’authentification sur votre téléphone.",
    twoStepStart: "Configurer la connexion en deux étapes",
    twoStepPassword: "Votre mot de passe",
    twoStepOffSubmit: "Désactiver la connexion en deux étapes",
    codesRenewIntro:
      "Codes de secours perdus, ou presque tous utilisés ? Obtenez-en dix nouveaux avec votre mot de passe : les anciens cessent aussitôt de fonctionner et vos autres sessions sont fermées.",
    codesRenewSubmit: "Obtenir de nouveaux codes de secours",
    twoStepCancel: "Annuler la configuration",
  },
  done: {
    invited: "L’invitation est en route. Le lien fonctionne une fois, pendant 24 heures.",
    resent: "Une nouvelle invitation est en route ; les liens précédents ne fonctionnent plus.",
    role: "Le rôle est changé et les sessions du membre sont fermées.",
    disabled: "Le compte est désactivé et ses sessions sont fermées.",
    enabled: "Le compte est réactivé.",
    twoStepReset:
      "La connexion en deux étapes est réinitialisée et les sessions du membre sont fermées.",
    language: "L’espace de gestion parle désormais français.",
    ended_one: "{{count}} session fermée.",
    ended_other: "{{count}} sessions fermées.",
    noneEnded: "Aucune autre session n’était ouverte.",
    twoStepOff: "La connexion en deux étapes est désactivée ; vos autres sessions sont fermées.",
    twoStepCancelled:
      "La configuration est annulée : la connexion en deux étapes reste désactivée.",
  },
  errors: {
    email: "Veuillez saisir une adresse e-mail valide.",
    name: "Veuillez saisir le nom du membre (200 caractères au plus).",
    role: "Veuillez choisir un rôle.",
    language: "Veuillez choisir une langue.",
    session: "Cette session n’est plus ouverte.",
    taken: "Un compte de l’équipe existe déjà avec cette adresse e-mail.",
    lastAdmin:
      "C’est le dernier administrateur actif : plus personne ne pourrait gérer l’équipe. Nommez d’abord un autre membre administrateur.",
    sameRole: "Le membre a déjà ce rôle.",
    passwordSet: "Ce membre a déjà choisi un mot de passe : il n’y a pas d’invitation à envoyer.",
    memberDisabled: "Ce compte est désactivé : réactivez-le d’abord.",
    password: "Veuillez saisir votre mot de passe.",
    passwordWrong: "Ce mot de passe n’est pas correct.",
    throttled:
      "Trop de tentatives erronées. Veuillez patienter un quart d’heure avant de réessayer.",
  },
  invitation: {
    subject: "{{agency}} : votre accès à l’espace de gestion",
    intro: "{{agency}} vous invite dans son espace de gestion en tant que {{role}}.",
    button: "Choisir votre mot de passe",
    expires:
      "Le lien fonctionne une fois, jusqu’au {{when}}. Votre identifiant est cette adresse e-mail.",
    twoStep:
      "En tant qu’administrateur, vous configurerez aussi une connexion en deux étapes avec une application d’authentification à votre première connexion.",
    notYou: "Si vous n’attendiez pas cet e-mail, ignorez-le : rien ne se passe sans le lien.",
  },
};
