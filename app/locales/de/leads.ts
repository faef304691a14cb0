import type { LeadsMessages } from "#app/locales/en/leads.ts";

export const leads: LeadsMessages = {
  guard: {
    label: "Spamschutz",
    idle: "Läuft von selbst, während Sie das Formular ausfüllen.",
    solving: "Wir prüfen, dass ein Mensch schreibt…",
    solved: "Geprüft. Danke.",
    captchaRequired:
      "Das Captcha ist erforderlich: einen Moment, Ihre Nachricht wird gesendet, sobald die Prüfung fertig ist.",
    failed:
      "Die Prüfung konnte nicht laufen. Sie können das Formular trotzdem senden: Wir lesen jede Nachricht.",
    retry: "Prüfung erneut starten",
    captchaInvalid: "Das Captcha ist nicht korrekt. Bitte senden Sie das Formular erneut.",
    formExpired:
      "Dieses Formular wurde vor langer Zeit geöffnet. Bitte prüfen Sie es und senden Sie es erneut.",
    tooFast:
      "Das ging schneller als erwartet. Bitte prüfen Sie das Formular und senden Sie es erneut.",
    rateLimited:
      "Sie haben dieses Formular in kurzer Zeit mehrmals gesendet. Bitte versuchen Sie es in einigen Minuten erneut, oder rufen Sie uns an.",
    honeypot: "Lassen Sie dieses Feld leer",
  },
  // docs/requirements.md §14: das Formular „Eine Frage stellen" auf der Seite einer Immobilie (Dankesseite contact-me).
  question: {
    heading: "Eine Frage stellen",
    intro:
      "Zu dieser Immobilie: Besichtigungen, Nebenkosten, Umgebung. Ein Makler antwortet innerhalb eines Werktages.",
    remark: "Ihre Frage",
    send: "Meine Frage senden",
    thanks: {
      title: "Vielen Dank für Ihre Frage",
      text: "Wir haben Ihre Frage erhalten und Ihnen eine Bestätigung per E-Mail geschickt. Ein Makler antwortet Ihnen innerhalb eines Werktages.",
    },
    mail: {
      notificationSubject: "Frage zu einer Immobilie von {{name}}",
      notificationIntro: "{{name}} hat über die Website eine Frage zu dieser Immobilie gestellt.",
      confirmationSubject: "Wir haben Ihre Frage erhalten",
      confirmationIntro:
        "Vielen Dank für Ihre Frage zu dieser Immobilie. Ein Makler antwortet Ihnen innerhalb eines Werktages.",
    },
  },
  // docs/requirements.md §14: das Formular „Besichtigung anfragen" auf der Seite einer Immobilie (Dankesseite contact-appointment).
  visit: {
    heading: "Besichtigung anfragen",
    intro:
      "Wählen Sie einen Tag und eine Uhrzeit, die Ihnen passen: Ein Makler bestätigt den Termin telefonisch oder per E-Mail.",
    day: "Tag",
    dayHint: "Vom {{first}} bis zum {{last}}.",
    slot: "Uhrzeit",
    slotLabel: "{{from}} bis {{to}} Uhr",
    conditions: {
      title: "Um diese Immobilie zu mieten",
      income:
        "Ein monatliches Nettoeinkommen von mindestens {{amount}} (das {{times}}-Fache der Miete)",
      incomeWithoutAmount:
        "Ein monatliches Nettoeinkommen von mindestens dem {{times}}-Fachen der Miete",
      persons: "Höchstens {{count}} Bewohner",
      confirm: "Ich erfülle diese Bedingungen",
    },
    send: "Diese Besichtigung anfragen",
    errors: {
      day: "Bitte wählen Sie einen Tag.",
      dayIncomplete: "Bitte geben Sie ein vollständiges Datum ein.",
      outOfRange: "Bitte wählen Sie einen Tag ab morgen innerhalb der angebotenen Tage.",
      full: "Die Termine an diesem Tag sind ausgebucht. Bitte wählen Sie einen anderen Tag.",
      slot: "Bitte wählen Sie eine der an diesem Tag angebotenen Uhrzeiten.",
      conditions:
        "Bitte bestätigen Sie, dass Sie die Bedingungen für die Miete dieser Immobilie erfüllen.",
    },
    thanks: {
      title: "Vielen Dank für Ihre Besichtigungsanfrage",
      text: "Wir haben Ihre Anfrage erhalten und Ihnen eine Bestätigung per E-Mail geschickt. Ein Makler bestätigt den Termin mit Ihnen telefonisch oder per E-Mail.",
    },
    mail: {
      notificationSubject: "Besichtigungsanfrage von {{name}}",
      notificationIntro: "{{name}} möchte diese Immobilie besichtigen.",
      confirmationSubject: "Wir haben Ihre Besichtigungsanfrage erhalten",
      confirmationIntro:
        "Vielen Dank für Ihre Besichtigungsanfrage. Ein Makler bestätigt den Termin mit Ihnen telefonisch oder per E-Mail. Das haben Sie angefragt:",
      when: "Gewünschte Besichtigung",
      conditions: "Erfüllt die Mietbedingungen",
    },
  },
  // docs/requirements.md §14: „diese Immobilie einem Freund senden" (Dankesseite send-to-friend).
  sendToFriend: {
    heading: "Einem Freund senden",
    intro:
      "Wir senden ihm diese Immobilie per E-Mail, mit Ihrer Nachricht, von der Adresse des Maklerbüros.",
    fields: {
      friendEmail: "E-Mail Ihres Freundes",
      message: "Ihre Nachricht",
      messageHint: "Einfacher Text, höchstens 500 Zeichen, ohne Webadressen.",
    },
    noScript:
      "Dieses Formular braucht JavaScript für seine Spam-Prüfung. Ohne JavaScript teilen Sie die Immobilie per E-Mail oder mit einer anderen App:",
    shareLinks: "die Teilen-Links dieser Seite",
    send: "An meinen Freund senden",
    errors: {
      link: "Bitte lassen Sie Web- und E-Mail-Adressen weg: Ihr Freund erhält nur einfachen Text.",
      captcha:
        "Dieses Formular braucht seine Spam-Prüfung, die mit JavaScript läuft. Ohne JavaScript teilen Sie die Immobilie mit den Links unter „Teilen“ auf dieser Seite.",
      limit:
        "Wir können diese Immobilie heute an keine weiteren Freunde senden. Bitte teilen Sie sie mit den Links unter „Teilen“ auf dieser Seite.",
      friendEmailMissing: "Bitte geben Sie die E-Mail-Adresse Ihres Freundes ein.",
      friendEmail: "Die E-Mail-Adresse Ihres Freundes ist nicht gültig.",
      message: "Ihre Nachricht ist zu lang (höchstens 500 Zeichen).",
    },
    thanks: {
      title: "Ihr Freund erhält sie",
      text: "Wir haben die Immobilie per E-Mail an Ihren Freund gesendet, mit Ihrer Nachricht, und eine Kopie an Sie.",
    },
    friendSubject: "{{name}} meint, diese Immobilie könnte Sie interessieren",
    friendIntro:
      "{{name}} hat diese Immobilie auf unserer Website entdeckt und wollte sie Ihnen zeigen.",
    friendClosing:
      "Möchten Sie sie besichtigen? Antworten Sie einfach auf diese E-Mail oder rufen Sie uns an.",
    mail: {
      notificationSubject: "{{name}} hat eine Immobilie an einen Freund gesendet",
      notificationIntro: "{{name}} hat diese Immobilie über die Website an einen Freund gesendet.",
      confirmationSubject: "Ihr Freund erhält die Immobilie",
      confirmationIntro:
        "Wir haben diese Immobilie an Ihren Freund gesendet. Das haben wir gesendet:",
    },
  },
  // docs/requirements.md §14: „Unterlagen erhalten" einer Immobilie (eine Meldung auf der Seite, keine Dankesseite).
  documents: {
    heading: "Unterlagen erhalten",
    intro: "Wir senden Ihnen die Unterlagen dieser Immobilie sofort per E-Mail:",
    send: "Unterlagen zusenden",
    sent: "Die Unterlagen sind unterwegs: Sehen Sie in Ihrem Posteingang nach (und sicherheitshalber im Spam-Ordner).",
    errors: {
      none: "Für diese Immobilie wurden keine Unterlagen gefunden.",
      already:
        "Die Unterlagen wurden für diese Immobilie mit dieser E-Mail-Adresse bereits angefordert: Sehen Sie in Ihrem Posteingang nach.",
    },
    mail: {
      notificationSubject: "{{name}} hat die Unterlagen einer Immobilie angefordert",
      notificationIntro: "{{name}} hat über die Website die Unterlagen dieser Immobilie erhalten.",
      confirmationSubject: "Die angeforderten Unterlagen der Immobilie",
      confirmationIntro: "Hier sind die Unterlagen dieser Immobilie, wie angefordert:",
      sent: "Gesendete Unterlagen",
    },
  },
  // The fields every lead form shares (docs/requirements.md §3 Contact forms) and their messages (§5, §8).
  form: {
    fields: {
      title: "Anrede",
      titles: { mr: "Herr", ms: "Frau", miss: "Fräulein" },
      firstName: "Vorname",
      lastName: "Nachname",
      email: "E-Mail",
      phone: "Telefon",
      remark: "Ihre Nachricht",
      privacy: "Ich bin einverstanden, dass das Büro meine Angaben nutzt, um mir zu antworten",
      privacyHint: "Wie wir mit Ihren Angaben umgehen: unsere {{link}}.",
      privacyLink: "Datenschutzerklärung",
      newsletter: "Senden Sie mir den Newsletter mit neuen Immobilien",
    },
    optional: "freiwillig",
    errors: {
      title: "Bitte wählen Sie Ihre Anrede.",
      firstName: "Bitte geben Sie Ihren Vornamen ein.",
      lastName: "Bitte geben Sie Ihren Nachnamen ein.",
      emailMissing: "Bitte geben Sie Ihre E-Mail-Adresse ein.",
      email: "Diese E-Mail-Adresse ist ungültig.",
      phone: "Bitte geben Sie Ihre Telefonnummer ein.",
      phoneInvalid: "Geben Sie eine Telefonnummer wie 0475 12 34 56 ein.",
      remark: "Ihre Nachricht ist zu lang (höchstens 2.000 Zeichen).",
      privacy: "Bitte akzeptieren Sie die Datenschutzerklärung, damit wir Ihnen antworten können.",
      notSent: "Ihre Nachricht konnte nicht gesendet werden, bitte versuchen Sie es erneut.",
    },
  },
  // docs/requirements.md §14: den Suchauftrag eintragen (§2 /demand-register/, Dankesseite demand-register).
  demandRegister: {
    title: "Suchauftrag eintragen",
    description:
      "Sagen Sie uns, was Sie suchen: Wir senden Ihnen passende Immobilien, oft bevor sie online sind.",
    heading: "Was suchen Sie?",
    intro: "Ein Makler liest jeden Suchauftrag und ruft Sie an, sobald etwas passt.",
    what: "Ihr Suchauftrag",
    you: "Ihre Angaben",
    account: "Ein Konto, wenn Sie möchten",
    accountIntro:
      "Mit einem Passwort können Sie Ihre Suchaufträge später ansehen und löschen. Lassen Sie es leer, wenn Sie das nicht brauchen.",
    fields: {
      goal: "Sie möchten",
      goals: { buy: "Kaufen", rent: "Mieten" },
      types: "Arten von Immobilien",
      zones: "Orte",
      zonesHint: "Wählen Sie einen oder mehrere.",
      budget: "Budget",
      budgetMin: "Budget ab (€)",
      budgetMax: "Budget bis (€)",
      bedrooms: "Schlafzimmer, mindestens",
      password: "Passwort",
      passwordHint: "10 Zeichen oder mehr.",
      passwordRepeat: "Passwort wiederholen",
    },
    from: "ab",
    to: "bis",
    send: "Suchauftrag eintragen",
    errors: {
      goal: "Bitte geben Sie an, ob Sie kaufen oder mieten möchten.",
      types: "Bitte wählen Sie mindestens eine Art von Immobilie.",
      zones: "Bitte wählen Sie mindestens einen Ort.",
      zonesMany: "Bitte wählen Sie höchstens 30 Orte.",
      budget: "Geben Sie das Budget in Euro als ganze Zahl ein.",
      budgetOrder: "Das höchste Budget darf nicht unter dem niedrigsten liegen.",
      bedrooms: "Geben Sie eine Zahl von Schlafzimmern von 0 bis 10 ein.",
      passwordShort: "Das Passwort braucht 10 Zeichen oder mehr.",
      passwordsDiffer: "Die beiden Passwörter stimmen nicht überein.",
      passwordMissing: "Bitte geben Sie Ihr Passwort ein.",
      signIn: "Diese E-Mail-Adresse und dieses Passwort passen nicht zusammen.",
    },
    thanks: {
      title: "Ihr Suchauftrag ist eingetragen",
      text: "Wir haben Ihnen eine Bestätigung per E-Mail geschickt. Ein Makler ruft Sie an, sobald eine Immobilie zu Ihrem Suchauftrag passt.",
    },
    mail: {
      notificationSubject: "Neuer Suchauftrag von {{name}}",
      notificationIntro: "{{name}} hat über die Website einen Suchauftrag eingetragen.",
      confirmationSubject: "Ihr Suchauftrag ist eingetragen",
      confirmationIntro:
        "Vielen Dank. Ein Makler ruft Sie an, sobald eine Immobilie zu Ihrem Suchauftrag passt. Das suchen Sie:",
    },
    searches: {
      title: "Meine Suchaufträge",
      intro:
        "Geben Sie die E-Mail-Adresse und das Passwort ein, die Sie beim Eintragen gewählt haben.",
      show: "Meine Suchaufträge zeigen",
      delete: "Alle meine Suchaufträge löschen",
      none: "Mit dieser Adresse ist kein Suchauftrag eingetragen.",
      deleted: "Ihre Suchaufträge sind gelöscht.",
      registered: "Eingetragen am {{date}}",
      link: "Einen Suchauftrag mit Passwort eingetragen? Ansehen oder löschen",
    },
  },
  // What every thank-you page and lead mail shares.
  thanks: {
    wayOn: "In der Zwischenzeit",
    home: "Zurück zur Startseite",
    forSale: "Immobilien zu verkaufen",
    forRent: "Immobilien zu vermieten",
  },
  // docs/requirements.md §14: der Newsletter, mit doppelter Bestätigung (Dankesseite sign-newsletter).
  newsletter: {
    heading: "Unser Newsletter",
    intro:
      "Neue Immobilien in Ihrem Postfach, höchstens einmal im Monat. Sie bestätigen per E-Mail, und ein Klick meldet Sie ab.",
    email: "Ihre E-Mail",
    send: "Anmelden",
    thanks: {
      title: "Sehen Sie in Ihrem Postfach nach",
      text: "Wir haben Ihnen eine E-Mail geschickt: Folgen Sie dem Link darin, um Ihre Anmeldung zu bestätigen. Bis dahin senden wir Ihnen nichts anderes.",
    },
    mail: {
      subject: "Bitte bestätigen Sie Ihre Anmeldung zu unserem Newsletter",
      intro: "Bitte bestätigen Sie, dass Sie unseren Newsletter an diese Adresse erhalten möchten.",
      confirm: "Meine Anmeldung bestätigen",
      notYou:
        "Haben Sie das nicht angefordert? Dann ignorieren Sie diese E-Mail: Ohne Ihre Bestätigung erhalten Sie nichts.",
      unsubscribe: "Abmelden",
    },
    confirm: {
      title: "Bestätigen Sie Ihre Anmeldung",
      text: "Ein Klick, und Sie erhalten unseren Newsletter.",
      button: "Meine Anmeldung bestätigen",
      done: "Sie sind für unseren Newsletter angemeldet. Vielen Dank!",
      invalid:
        "Dieser Link ist nicht mehr gültig: Er wurde bereits benutzt oder ist älter als 7 Tage. Sie können sich unten erneut anmelden.",
    },
    unsubscribe: {
      title: "Vom Newsletter abmelden",
      text: "Sie erhalten unseren Newsletter an diese Adresse nicht mehr.",
      button: "Mich abmelden",
      done: "Sie sind abgemeldet. Sie erhalten keine Newsletter mehr von uns.",
      invalid: "Dieser Abmeldelink ist nicht gültig.",
    },
  },
  // ADR 034: a lead sent without the captcha waits for one click on a mailed link.
  confirmRequest: {
    mail: {
      subject: "Bitte bestätigen Sie Ihre Anfrage",
      intro:
        "Wir haben über unsere Website eine Anfrage mit dieser E-Mail-Adresse erhalten. Bitte bestätigen Sie sie mit dem Link unten: bis dahin senden wir nichts anderes an diese Adresse.",
      link: "Meine Anfrage bestätigen",
      notYou:
        "Haben Sie nichts gesendet? Dann ignorieren Sie diese E-Mail: wir senden Ihnen nichts anderes.",
    },
    page: {
      title: "Bestätigen Sie Ihre Anfrage",
      text: "Ein Klick, und wir senden Ihnen die Bestätigung Ihrer Anfrage.",
      button: "Meine Anfrage bestätigen",
      done: "Danke: Ihre Anfrage ist bestätigt. Die Bestätigung ist unterwegs in Ihr Postfach.",
      invalid:
        "Dieser Link ist nicht mehr gültig: er wurde schon benutzt oder ist älter als 7 Tage.",
    },
  },
  // ADR 034: the agency's mail when a burst of new recipients pauses mails to visitors.
  mailPaused: {
    subject: "E-Mails an Besucher pausiert: viele neue Adressen auf einmal",
    intro:
      "Mehr als {{max}} E-Mails an Adressen, die nie zuvor eine E-Mail erhielten, wurden innerhalb von {{minutes}} Minuten eingereiht: vielleicht nutzt jemand die Formulare der Website, um Fremden zu schreiben.",
    held: "E-Mails an Adressen, die in die Formulare getippt wurden, sind pausiert und bleiben erhalten; Ihre eigenen Benachrichtigungen gehen weiter, und jede Anfrage wird gespeichert.",
    resume:
      "Die Pause endet von selbst nach {{quiet}} Minuten ohne neue Adressen; die inzwischen pausierten E-Mails gehen hinaus, sobald jemand „npm run mail -- resume“ auf dem Server ausführt.",
  },
  mail: {
    name: "Name",
    replyHint: "Antworten Sie auf diese E-Mail, um {{name}} direkt zu antworten.",
    greeting: "Guten Tag {{name}},",
    greetingWithoutName: "Guten Tag,",
    newsletterYes: "Ja",
    newsletterNo: "Nein",
    signature: "Mit freundlichen Grüßen",
    visitSite: "Besuchen Sie unsere Website",
  },
  // docs/requirements.md §14: das Kontaktformular der Kontaktseite, seine Dankeseite und seine E-Mails.
  siteContact: {
    heading: "Schreiben Sie uns",
    intro: "Fragen Sie uns: Ein Makler antwortet Ihnen innerhalb eines Werktags.",
    send: "Nachricht senden",
    thanks: {
      title: "Vielen Dank für Ihre Nachricht",
      text: "Wir haben Ihre Nachricht erhalten und Ihnen eine Bestätigung per E-Mail geschickt. Ein Makler meldet sich innerhalb eines Werktags bei Ihnen.",
    },
    mail: {
      notificationSubject: "Kontaktanfrage von {{name}}",
      notificationIntro: "{{name}} hat Ihnen über das Kontaktformular der Website geschrieben.",
      confirmationSubject: "Wir haben Ihre Nachricht erhalten",
      confirmationIntro:
        "Vielen Dank für Ihre Nachricht. Ein Makler meldet sich innerhalb eines Werktags bei Ihnen.",
    },
  },
  // docs/requirements.md §14: das Formular für die kostenlose Bewertung (Dankesseite contact-demand).
  valuation: {
    heading: "Fordern Sie Ihre kostenlose Bewertung an",
    intro:
      "Erzählen Sie uns von Ihrer Immobilie: Ein Makler ruft Sie innerhalb eines Werktages an, um einen Besichtigungstermin zu vereinbaren.",
    property: "Ihre Immobilie",
    you: "Ihre Angaben",
    fields: {
      goal: "Sie möchten",
      goals: { sell: "Sie verkaufen", let: "Sie vermieten" },
      type: "Art der Immobilie",
      typeChoose: "Wählen Sie eine Art",
      street: "Straße",
      number: "Hausnummer",
      zip: "Postleitzahl",
      city: "Ort",
      bedrooms: "Schlafzimmer",
      surface: "Wohnfläche (m²)",
    },
    send: "Meine Bewertung anfordern",
    errors: {
      goal: "Bitte geben Sie an, ob Sie verkaufen oder vermieten möchten.",
      type: "Bitte wählen Sie die Art der Immobilie.",
      street: "Bitte geben Sie die Straße ein.",
      number: "Die Hausnummer ist zu lang.",
      zip: "Bitte geben Sie die Postleitzahl ein.",
      zipInvalid: "Geben Sie eine Postleitzahl wie 1050 ein (oder L-1234 in Luxemburg).",
      city: "Bitte geben Sie den Ort ein.",
      bedrooms: "Geben Sie eine Zahl von Schlafzimmern von 0 bis 30 ein.",
      surface: "Geben Sie die Fläche in Quadratmetern als ganze Zahl ein.",
    },
    thanks: {
      title: "Vielen Dank für Ihre Bewertungsanfrage",
      text: "Wir haben Ihre Anfrage erhalten und Ihnen eine Bestätigung per E-Mail geschickt. Ein Makler ruft Sie innerhalb eines Werktages an, um einen Besichtigungstermin zu vereinbaren.",
    },
    mail: {
      notificationSubject: "Bewertungsanfrage von {{name}}",
      notificationIntro: "{{name}} bittet um eine kostenlose Bewertung seiner Immobilie.",
      confirmationSubject: "Wir haben Ihre Bewertungsanfrage erhalten",
      confirmationIntro:
        "Vielen Dank für Ihre Bewertungsanfrage. Ein Makler ruft Sie innerhalb eines Werktages an, um einen Besichtigungstermin zu vereinbaren.",
      address: "Adresse",
    },
  },
  // docs/requirements.md §14: das Frageformular eines Neubauprojekts (Dankesseite contact-construction).
  projectQuestion: {
    heading: "Eine Frage zu diesem Projekt?",
    intro:
      "Pläne, Ausstattung, Fertigstellung, eine seiner Wohnungen: Ein Makler antwortet innerhalb eines Werktages.",
    unitChoice: "Betrifft",
    unitAll: "Das Projekt allgemein",
    unit: "Wohnung",
    send: "Meine Frage senden",
    errors: { unit: "Bitte wählen Sie eine der angebotenen Wohnungen dieses Projekts." },
    thanks: {
      title: "Vielen Dank für Ihr Interesse an diesem Projekt",
      text: "Wir haben Ihre Frage erhalten und Ihnen eine Bestätigung per E-Mail geschickt. Ein Makler antwortet Ihnen innerhalb eines Werktages.",
    },
    mail: {
      notificationSubject: "Frage zu einem Projekt von {{name}}",
      notificationIntro:
        "{{name}} hat über die Website eine Frage zu diesem Neubauprojekt gestellt.",
      confirmationSubject: "Wir haben Ihre Frage zum Projekt erhalten",
      confirmationIntro:
        "Vielen Dank für Ihr Interesse an diesem Projekt. Ein Makler antwortet Ihnen innerhalb eines Werktages.",
    },
  },
  freeEvaluation: {
    title: "Kostenlose Bewertung Ihrer Immobilie",
    description:
      "Ein Makler besichtigt Ihre Immobilie und gibt Ihnen eine schriftliche Bewertung auf Basis jüngster Verkäufe in der Umgebung, kostenlos und unverbindlich.",
    howItWorks: "So läuft es ab",
    steps: [
      "Sie füllen das Formular mit der Adresse Ihrer Immobilie aus oder rufen uns an.",
      "Ein Makler besichtigt sie mit Ihnen zu einem Termin, der Ihnen passt.",
      "Innerhalb von 48 Stunden erhalten Sie eine schriftliche Bewertung auf Basis jüngster Verkäufe in der Umgebung.",
      "Sie entscheiden unverbindlich, ob Sie mit uns verkaufen oder vermieten.",
    ],
  },
};
