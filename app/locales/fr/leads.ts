import type { LeadsMessages } from "#app/locales/en/leads.ts";

export const leads: LeadsMessages = {
  guard: {
    label: "Contrôle anti-spam",
    idle: "Se fait tout seul pendant que vous remplissez le formulaire.",
    solving: "Nous vérifions qu'une personne écrit…",
    solved: "Vérifié. Merci.",
    captchaRequired:
      "Le captcha est obligatoire : un instant, votre message part dès la fin de la vérification.",
    failed:
      "La vérification n'a pas pu se faire. Vous pouvez tout de même envoyer le formulaire : nous lisons chaque message.",
    retry: "Relancer la vérification",
    captchaInvalid: "Le captcha n'est pas correct. Veuillez renvoyer le formulaire.",
    formExpired:
      "Ce formulaire a été ouvert il y a longtemps. Veuillez le vérifier et l'envoyer à nouveau.",
    tooFast:
      "C'était plus rapide que prévu. Veuillez vérifier le formulaire et l'envoyer à nouveau.",
    rateLimited:
      "Vous avez envoyé ce formulaire plusieurs fois en peu de temps. Réessayez dans quelques minutes, ou appelez-nous.",
    honeypot: "Laissez ce champ vide",
  },
  // docs/requirements.md §14 : le formulaire « poser une question » de la page d'un bien (remerciement contact-me).
  question: {
    heading: "Poser une question",
    intro:
      "Sur ce bien : les visites, les charges, le quartier. Un agent vous répond dans un délai d'un jour ouvrable.",
    remark: "Votre question",
    send: "Envoyer ma question",
    thanks: {
      title: "Merci pour votre question",
      text: "Nous avons bien reçu votre question et vous avons envoyé une confirmation par e-mail. Un agent vous répond dans un délai d'un jour ouvrable.",
    },
    mail: {
      notificationSubject: "Question sur un bien de {{name}}",
      notificationIntro: "{{name}} a posé une question sur ce bien via le site.",
      confirmationSubject: "Nous avons bien reçu votre question",
      confirmationIntro:
        "Merci pour votre question sur ce bien. Un agent vous répond dans un délai d'un jour ouvrable.",
    },
  },
  // docs/requirements.md §14 : le formulaire « demander une visite » de la page d'un bien (remerciement contact-appointment).
  visit: {
    heading: "Demander une visite",
    intro:
      "Choisissez le jour et l'heure qui vous conviennent : un agent confirme le rendez-vous par téléphone ou par e-mail.",
    day: "Jour",
    dayHint: "Du {{first}} au {{last}}.",
    slot: "Heure",
    slotLabel: "De {{from}} à {{to}}",
    conditions: {
      title: "Pour louer ce bien",
      income: "Un revenu net mensuel d'au moins {{amount}} ({{times}} fois le loyer)",
      incomeWithoutAmount: "Un revenu net mensuel d'au moins {{times}} fois le loyer",
      persons: "Au maximum {{count}} personnes y habitant",
      confirm: "Je remplis ces conditions",
    },
    send: "Demander cette visite",
    errors: {
      day: "Veuillez choisir un jour.",
      dayIncomplete: "Veuillez indiquer une date complète.",
      outOfRange: "Veuillez choisir un jour à partir de demain, parmi les jours proposés.",
      full: "Les rendez-vous sont complets ce jour-là. Veuillez choisir un autre jour.",
      slot: "Veuillez choisir une des heures proposées ce jour-là.",
      conditions: "Veuillez confirmer que vous remplissez les conditions pour louer ce bien.",
    },
    thanks: {
      title: "Merci pour votre demande de visite",
      text: "Nous avons bien reçu votre demande et vous avons envoyé une confirmation par e-mail. Un agent confirme le rendez-vous avec vous par téléphone ou par e-mail.",
    },
    mail: {
      notificationSubject: "Demande de visite de {{name}}",
      notificationIntro: "{{name}} souhaite visiter ce bien.",
      confirmationSubject: "Nous avons bien reçu votre demande de visite",
      confirmationIntro:
        "Merci pour votre demande de visite. Un agent confirme le rendez-vous avec vous par téléphone ou par e-mail. Voici ce que vous avez demandé :",
      when: "Visite souhaitée",
      conditions: "Remplit les conditions de location",
    },
  },
  // docs/requirements.md §14 : « envoyer ce bien à un ami » (remerciement send-to-friend).
  sendToFriend: {
    heading: "L'envoyer à un ami",
    intro:
      "Nous lui envoyons ce bien par e-mail, avec votre message, depuis l'adresse de l'agence.",
    fields: {
      friendEmail: "E-mail de votre ami",
      message: "Votre message",
      messageHint: "Texte simple, 500 caractères au plus, sans adresse web.",
    },
    noScript:
      "Ce formulaire a besoin de JavaScript pour sa vérification anti-spam. Sans JavaScript, partagez le bien par e-mail ou avec une autre application :",
    shareLinks: "les liens de partage de cette page",
    send: "Envoyer à mon ami",
    errors: {
      link: "Veuillez retirer les adresses web et e-mail : votre ami ne reçoit que du texte simple.",
      captcha:
        "Ce formulaire a besoin de sa vérification anti-spam, qui fonctionne avec JavaScript. Sans JavaScript, partagez le bien avec les liens sous « Partager » sur cette page.",
      limit:
        "Nous ne pouvons plus envoyer ce bien à d'autres amis aujourd'hui. Partagez-le avec les liens sous « Partager » sur cette page.",
      friendEmailMissing: "L'adresse e-mail de votre ami est manquante.",
      friendEmail: "L'adresse e-mail de votre ami n'est pas valide.",
      message: "Votre message est trop long (500 caractères au plus).",
    },
    thanks: {
      title: "Votre ami va le recevoir",
      text: "Nous avons envoyé le bien à votre ami par e-mail, avec votre message, et une copie à vous.",
    },
    friendSubject: "{{name}} pense que ce bien peut vous intéresser",
    friendIntro: "{{name}} a découvert ce bien sur notre site et a voulu vous le montrer.",
    friendClosing:
      "Si vous souhaitez le visiter, répondez simplement à cet e-mail ou appelez-nous.",
    mail: {
      notificationSubject: "{{name}} a envoyé un bien à un ami",
      notificationIntro: "{{name}} a envoyé ce bien à un ami via le site.",
      confirmationSubject: "Votre ami va recevoir le bien",
      confirmationIntro: "Nous avons envoyé ce bien à votre ami. Voici ce que nous avons envoyé :",
    },
  },
  // docs/requirements.md §14 : « recevoir les documents » d'un bien (un message sur place, pas de page de remerciement).
  documents: {
    heading: "Recevoir les documents",
    intro: "Nous vous envoyons aussitôt par e-mail les documents de ce bien :",
    send: "M'envoyer les documents",
    sent: "Les documents sont en route : regardez dans votre boîte de réception (et dans les indésirables, au cas où).",
    errors: {
      none: "Aucun document n'a été trouvé pour ce bien.",
      already:
        "Les documents ont déjà été demandés pour ce bien avec cette adresse e-mail : regardez dans votre boîte de réception.",
    },
    mail: {
      notificationSubject: "{{name}} a demandé les documents d'un bien",
      notificationIntro: "{{name}} a reçu les documents de ce bien via le site.",
      confirmationSubject: "Les documents du bien demandés",
      confirmationIntro: "Voici les documents de ce bien, comme vous les avez demandés :",
      sent: "Documents envoyés",
    },
  },
  // The fields every lead form shares (docs/requirements.md §3 Contact forms) and their messages (§5, §8).
  form: {
    fields: {
      title: "Civilité",
      titles: { mr: "Monsieur", ms: "Madame", miss: "Mademoiselle" },
      firstName: "Prénom",
      lastName: "Nom",
      email: "E-mail",
      phone: "Téléphone",
      remark: "Votre message",
      privacy: "J'accepte que l'agence utilise mes données pour me répondre",
      privacyHint: "Comment nous traitons vos données : notre {{link}}.",
      privacyLink: "déclaration de confidentialité",
      newsletter: "Envoyez-moi la newsletter des nouveaux biens",
    },
    optional: "facultatif",
    errors: {
      title: "Veuillez choisir votre civilité.",
      firstName: "Veuillez indiquer votre prénom.",
      lastName: "Veuillez indiquer votre nom.",
      emailMissing: "Veuillez indiquer votre adresse e-mail.",
      email: "L'adresse e-mail n'est pas valide.",
      phone: "Veuillez indiquer votre numéro de téléphone.",
      phoneInvalid: "Indiquez un numéro de téléphone comme 0475 12 34 56.",
      remark: "Votre message est trop long (2.000 caractères au plus).",
      privacy:
        "Veuillez accepter la déclaration de confidentialité pour que nous puissions vous répondre.",
      notSent: "Votre message n'a pas pu être envoyé, veuillez réessayer.",
    },
  },
  // docs/requirements.md §14 : l'inscription d'une recherche (§2 /demand-register/, remerciement demand-register).
  demandRegister: {
    title: "Enregistrer ma recherche",
    description:
      "Dites-nous ce que vous cherchez : nous vous envoyons les biens qui y répondent, souvent avant leur mise en ligne.",
    heading: "Que cherchez-vous ?",
    intro: "Un agent lit chaque recherche et vous appelle dès qu'un bien correspond.",
    what: "Votre recherche",
    you: "Vos coordonnées",
    account: "Un compte, si vous le souhaitez",
    accountIntro:
      "Avec un mot de passe, vous pourrez voir et supprimer vos recherches plus tard. Laissez-le vide si vous n'en avez pas besoin.",
    fields: {
      goal: "Vous souhaitez",
      goals: { buy: "Acheter", rent: "Louer" },
      types: "Types de bien",
      zones: "Localités",
      zonesHint: "Choisissez-en une ou plusieurs.",
      budget: "Budget",
      budgetMin: "Budget à partir de (€)",
      budgetMax: "Budget jusqu'à (€)",
      bedrooms: "Chambres, au moins",
      password: "Mot de passe",
      passwordHint: "10 caractères ou plus.",
      passwordRepeat: "Mot de passe, à nouveau",
    },
    from: "à partir de",
    to: "jusqu'à",
    send: "Enregistrer ma recherche",
    errors: {
      goal: "L'objectif (acheter ou louer) est manquant.",
      types: "Le type de bien est manquant : choisissez-en au moins un.",
      zones: "Veuillez choisir au moins une localité.",
      zonesMany: "Veuillez choisir 30 localités au plus.",
      budget: "Indiquez le budget en euros, en nombre entier.",
      budgetOrder: "Le budget maximum ne peut pas être inférieur au minimum.",
      bedrooms: "Indiquez un nombre de chambres de 0 à 10.",
      passwordShort: "Le mot de passe doit compter 10 caractères ou plus.",
      passwordsDiffer: "Les deux mots de passe ne correspondent pas.",
      passwordMissing: "Le mot de passe est manquant.",
      signIn: "Cette adresse e-mail et ce mot de passe ne correspondent pas.",
    },
    thanks: {
      title: "Votre recherche est enregistrée",
      text: "Nous vous avons envoyé une confirmation par e-mail. Un agent vous appelle dès qu'un bien correspond à votre recherche.",
    },
    mail: {
      notificationSubject: "Nouvelle recherche enregistrée par {{name}}",
      notificationIntro: "{{name}} a enregistré une recherche via le site.",
      confirmationSubject: "Votre recherche est enregistrée",
      confirmationIntro:
        "Merci. Un agent vous appelle dès qu'un bien correspond à votre recherche. Voici ce que vous cherchez :",
    },
    searches: {
      title: "Mes recherches",
      intro:
        "Indiquez l'adresse e-mail et le mot de passe choisis en enregistrant votre recherche.",
      show: "Voir mes recherches",
      delete: "Supprimer toutes mes recherches",
      none: "Aucune recherche n'est enregistrée avec cette adresse.",
      deleted: "Vos recherches sont supprimées.",
      registered: "Enregistrée le {{date}}",
      link: "Recherche enregistrée avec un mot de passe ? La voir ou la supprimer",
    },
  },
  // What every thank-you page and lead mail shares.
  thanks: {
    wayOn: "En attendant",
    home: "Retour à l'accueil",
    forSale: "Biens à vendre",
    forRent: "Biens à louer",
  },
  // docs/requirements.md §14 : la newsletter, avec double confirmation (remerciement sign-newsletter).
  newsletter: {
    heading: "Notre newsletter",
    intro:
      "Les nouveaux biens dans votre boîte, une fois par mois au plus. Vous confirmez par e-mail, et un clic vous désinscrit.",
    email: "Votre e-mail",
    send: "M'inscrire",
    thanks: {
      title: "Regardez dans votre boîte de réception",
      text: "Nous vous avons envoyé un e-mail : suivez son lien pour confirmer votre inscription. D'ici là, nous ne vous envoyons rien d'autre.",
    },
    mail: {
      subject: "Confirmez votre inscription à notre newsletter",
      intro: "Veuillez confirmer que vous souhaitez recevoir notre newsletter à cette adresse.",
      confirm: "Confirmer mon inscription",
      notYou:
        "Vous ne l'avez pas demandé ? Ignorez simplement cet e-mail : sans votre confirmation, vous ne recevrez rien.",
      unsubscribe: "Se désinscrire",
    },
    confirm: {
      title: "Confirmez votre inscription",
      text: "Un clic, et vous recevez notre newsletter.",
      button: "Confirmer mon inscription",
      done: "Vous êtes inscrit à notre newsletter. Merci !",
      invalid:
        "Ce lien n'est plus valable : il a déjà servi ou date de plus de 7 jours. Vous pouvez vous réinscrire ci-dessous.",
    },
    unsubscribe: {
      title: "Se désinscrire de notre newsletter",
      text: "Vous ne recevrez plus notre newsletter à cette adresse.",
      button: "Me désinscrire",
      done: "Vous êtes désinscrit. Vous ne recevrez plus de newsletter de notre part.",
      invalid: "Ce lien de désinscription n'est pas valable.",
    },
  },
  // ADR 034: a lead sent without the captcha waits for one click on a mailed link.
  confirmRequest: {
    mail: {
      subject: "Veuillez confirmer votre demande",
      intro:
        "Nous avons reçu par notre site une demande avec cette adresse e-mail. Veuillez la confirmer avec le lien ci-dessous : d'ici là, nous n'envoyons rien d'autre à cette adresse.",
      link: "Confirmer ma demande",
      notYou:
        "Vous n'avez rien envoyé ? Ignorez alors cet e-mail : nous ne vous enverrons rien d'autre.",
    },
    page: {
      title: "Confirmez votre demande",
      text: "Un clic, et nous vous envoyons la confirmation de votre demande.",
      button: "Confirmer ma demande",
      done: "Merci : votre demande est confirmée. Sa confirmation est en route vers votre boîte de réception.",
      invalid: "Ce lien n'est plus valable : il a déjà servi ou date de plus de 7 jours.",
    },
  },
  // ADR 034: the agency's mail when a burst of new recipients pauses mails to visitors.
  mailPaused: {
    subject: "E-mails aux visiteurs en pause : beaucoup de nouvelles adresses à la fois",
    intro:
      "Plus de {{max}} e-mails vers des adresses jamais écrites auparavant ont été mis en file en {{minutes}} minutes : quelqu'un utilise peut-être les formulaires du site pour écrire à des inconnus.",
    held: "Les e-mails vers les adresses tapées dans les formulaires sont en pause et conservés ; vos propres notifications continuent et chaque demande est enregistrée.",
    resume:
      "La pause prend fin d'elle-même après {{quiet}} minutes sans nouvelle adresse ; les e-mails mis en pause entre-temps partent dès que quelqu'un lance « npm run mail -- resume » sur le serveur.",
  },
  mail: {
    name: "Nom",
    replyHint: "Répondez à cet e-mail pour répondre directement à {{name}}.",
    greeting: "Bonjour {{name}},",
    greetingWithoutName: "Bonjour,",
    newsletterYes: "Oui",
    newsletterNo: "Non",
    signature: "Bien cordialement,",
    visitSite: "Visitez notre site",
  },
  // docs/requirements.md §14 : le formulaire de contact de la page contact, sa page de remerciement et ses e-mails.
  siteContact: {
    heading: "Écrivez-nous",
    intro: "Posez-nous votre question : un agent vous répond dans un délai d'un jour ouvrable.",
    send: "Envoyer mon message",
    thanks: {
      title: "Merci pour votre message",
      text: "Nous avons bien reçu votre message et vous avons envoyé une confirmation par e-mail. Un agent vous recontacte dans un délai d'un jour ouvrable.",
    },
    mail: {
      notificationSubject: "Demande de contact de {{name}}",
      notificationIntro: "{{name}} vous a écrit par le formulaire de contact du site.",
      confirmationSubject: "Nous avons bien reçu votre message",
      confirmationIntro:
        "Merci pour votre message. Un agent vous recontacte dans un délai d'un jour ouvrable.",
    },
  },
  // docs/requirements.md §14 : le formulaire d'estimation gratuite (remerciement contact-demand).
  valuation: {
    heading: "Demandez votre estimation gratuite",
    intro:
      "Parlez-nous de votre bien : un agent vous appelle dans un délai d'un jour ouvrable pour convenir d'une visite.",
    property: "Votre bien",
    you: "Vos coordonnées",
    fields: {
      goal: "Vous souhaitez",
      goals: { sell: "Le vendre", let: "Le louer" },
      type: "Type de bien",
      typeChoose: "Choisissez un type",
      street: "Rue",
      number: "Numéro",
      zip: "Code postal",
      city: "Localité",
      bedrooms: "Chambres",
      surface: "Surface habitable (m²)",
    },
    send: "Demander mon estimation",
    errors: {
      goal: "Veuillez indiquer si vous souhaitez vendre ou louer.",
      type: "Le type de bien est manquant.",
      street: "Veuillez indiquer la rue.",
      number: "Le numéro est trop long.",
      zip: "Le code postal est manquant.",
      zipInvalid: "Indiquez un code postal comme 1050 (ou L-1234 au Luxembourg).",
      city: "La localité est manquante.",
      bedrooms: "Indiquez un nombre de chambres de 0 à 30.",
      surface: "Indiquez la surface en mètres carrés, en nombre entier.",
    },
    thanks: {
      title: "Merci pour votre demande d'estimation",
      text: "Nous avons bien reçu votre demande et vous avons envoyé une confirmation par e-mail. Un agent vous appelle dans un délai d'un jour ouvrable pour convenir d'une visite.",
    },
    mail: {
      notificationSubject: "Demande d'estimation de {{name}}",
      notificationIntro: "{{name}} demande une estimation gratuite de son bien.",
      confirmationSubject: "Nous avons bien reçu votre demande d'estimation",
      confirmationIntro:
        "Merci pour votre demande d'estimation. Un agent vous appelle dans un délai d'un jour ouvrable pour convenir d'une visite.",
      address: "Adresse",
    },
  },
  // docs/requirements.md §14 : le formulaire de question d'un projet neuf (remerciement contact-construction).
  projectQuestion: {
    heading: "Une question sur ce projet ?",
    intro:
      "Les plans, les finitions, la date de livraison, un de ses logements : un agent vous répond dans un délai d'un jour ouvrable.",
    unitChoice: "À propos de",
    unitAll: "Le projet en général",
    unit: "Logement",
    send: "Envoyer ma question",
    errors: { unit: "Veuillez choisir un des logements disponibles de ce projet." },
    thanks: {
      title: "Merci pour votre intérêt pour ce projet",
      text: "Nous avons bien reçu votre question et vous avons envoyé une confirmation par e-mail. Un agent vous répond dans un délai d'un jour ouvrable.",
    },
    mail: {
      notificationSubject: "Question sur un projet de {{name}}",
      notificationIntro: "{{name}} s'intéresse à ce projet neuf et vous a écrit via le site.",
      confirmationSubject: "Nous avons bien reçu votre question sur le projet",
      confirmationIntro:
        "Merci pour votre intérêt pour ce projet. Un agent vous répond dans un délai d'un jour ouvrable.",
    },
  },
  freeEvaluation: {
    title: "Estimation gratuite de votre bien",
    description:
      "Un agent visite votre bien et vous remet une estimation écrite fondée sur les ventes récentes du quartier, gratuitement et sans engagement.",
    howItWorks: "Comment ça se passe",
    steps: [
      "Vous remplissez le formulaire avec l'adresse de votre bien, ou vous nous appelez.",
      "Un agent le visite avec vous, au moment qui vous convient.",
      "Sous 48 heures, vous recevez une estimation écrite fondée sur les ventes récentes du quartier.",
      "Vous décidez, sans engagement, de vendre ou de louer avec nous.",
    ],
  },
};
