import type { OwnersMessages } from "#app/locales/en/owners.ts";

export const owners: OwnersMessages = {
  login: {
    title: "Eigentümer-Login",
    description:
      "Eigentümer einer Immobilie, die wir verkaufen oder vermieten, verfolgen hier Besuche, Kontakte und Veröffentlichungen.",
    intro:
      "Verfolgen Sie, wie sich Ihre Immobilie entwickelt: Seitenbesuche, Kontakte, Besichtigungen und wo sie veröffentlicht ist.",
    login: "E-Mail-Adresse oder Benutzername",
    password: "Passwort",
    submit: "Anmelden",
    failed: "Anmeldung fehlgeschlagen: Benutzername oder Passwort ist nicht korrekt.",
    throttled:
      "Zu viele Anmeldeversuche. Bitte warten Sie eine Viertelstunde, bevor Sie es erneut versuchen, oder rufen Sie uns an.",
    loggedOut: "Sie sind abgemeldet.",
    ended: "Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.",
  },
  wave: {
    notice:
      "Auf unserer Website schlagen gerade viele Anmeldungen fehl, deshalb sind wir besonders vorsichtig: Ihr Browser löst vor der Anmeldung eine kurze Prüfung (JavaScript muss eingeschaltet sein), und von einem Gerät, das Sie hier noch nicht benutzt haben, senden wir Ihnen einen Code per E-Mail.",
    captcha:
      "Bitte warten Sie, bis die Prüfung fertig ist, und melden Sie sich dann erneut an. Dafür muss JavaScript in Ihrem Browser eingeschaltet sein.",
    codeTitle: "Code per E-Mail",
    codeIntro:
      "Sie melden sich von einem Gerät an, das Sie hier noch nicht benutzt haben. Wir haben einen sechsstelligen Code an Ihre E-Mail-Adresse gesendet: Geben Sie ihn hier innerhalb von 10 Minuten ein.",
    codeLabel: "Code aus der E-Mail",
    wrongCode:
      "Dieser Code ist nicht richtig oder nicht mehr gültig. Geben Sie die sechs Ziffern der letzten E-Mail ein.",
    mail: {
      subject: "Ihr Anmeldecode: {{code}}",
      intro:
        "Jemand, hoffentlich Sie, hat Ihr Passwort im Eigentümerbereich von einem neuen Gerät eingegeben. Geben Sie diesen Code innerhalb von 10 Minuten ein, um sich anzumelden:",
      notYou:
        "Waren Sie das nicht? Dann kennt jemand anderes Ihr Passwort: Wählen Sie mit „Passwort vergessen?“ auf der Anmeldeseite ein neues.",
    },
  },
  // docs/requirements.md §6: the agency"s mail when an owner logs in (in the agency"s language).
  loginMail: {
    subject: "Neue Anmeldung im Eigentümerbereich: {{name}}",
    intro: "{{name}} ({{email}}) hat sich am {{when}} im Eigentümerbereich angemeldet.",
    check: "Falls das nicht erwartet war, prüfen Sie das Konto des Eigentümers.",
  },
  // docs/requirements.md §15: the forgotten password, by a single-use link valid one hour.
  passwordReset: {
    forgotLink: "Passwort vergessen?",
    requestTitle: "Passwort vergessen",
    requestIntro:
      "Geben Sie Ihre E-Mail-Adresse oder Ihren Benutzernamen ein: Wir senden Ihnen einen Link, um ein neues Passwort zu wählen, eine Stunde gültig.",
    requestSend: "Link zusenden",
    requestSent:
      "Wenn ein Konto passt, haben wir einen Link an seine E-Mail-Adresse gesendet. Er ist eine Stunde gültig.",
    resetTitle: "Wählen Sie ein neues Passwort",
    resetIntro: "12 Zeichen oder mehr: Ein Satz ist leicht zu merken und schwer zu erraten.",
    password: "Neues Passwort",
    passwordRepeat: "Neues Passwort wiederholen",
    resetSend: "Mein neues Passwort speichern",
    done: "Ihr neues Passwort ist gespeichert: Sie können sich damit anmelden.",
    invalid:
      "Dieser Link ist nicht mehr gültig: Er ist abgelaufen oder wurde bereits benutzt. Fordern Sie einen neuen an.",
    errors: {
      login: "Bitte geben Sie Ihre E-Mail-Adresse oder Ihren Benutzernamen ein.",
      short: "Das Passwort braucht 12 Zeichen oder mehr.",
      common: "Dieses Passwort ist zu leicht zu erraten: Bitte wählen Sie ein anderes.",
      differ: "Die beiden Passwörter stimmen nicht überein.",
      link: "Dieser Link ist nicht gültig.",
    },
    mail: {
      subject: "Wählen Sie ein neues Passwort",
      intro:
        "Sie haben darum gebeten, ein neues Passwort für den Eigentümerbereich zu wählen. Der Link unten funktioniert einmal, eine Stunde lang.",
      button: "Mein neues Passwort wählen",
      notYou:
        "Haben Sie das nicht angefordert? Dann ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.",
    },
  },
  // docs/requirements.md §15 "optional second factor": a code from an authenticator app after the password.
  secondFactor: {
    link: "Sicherheit der Anmeldung",
    title: "Sicherheit der Anmeldung",
    description:
      "Ein zweiter Schritt bei der Anmeldung: ein Code aus einer Authenticator-App auf Ihrem Telefon.",
    intro:
      "Fügen Sie Ihrer Anmeldung einen zweiten Schritt hinzu: nach Ihrem Passwort einen sechsstelligen Code aus einer Authenticator-App auf Ihrem Telefon (Google Authenticator, Microsoft Authenticator, 1Password, Aegis…). Wer Ihr Passwort erfährt, kann sich trotzdem nicht anmelden.",
    off: "Die Anmeldung in zwei Schritten ist ausgeschaltet.",
    start: "Anmeldung in zwei Schritten einrichten",
    scan: "Fügen Sie in Ihrer Authenticator-App ein Konto hinzu und scannen Sie diesen Code.",
    qr: "QR-Code zum Scannen mit Ihrer Authenticator-App",
    key: "Scannen geht nicht? Geben Sie stattdessen diesen Schlüssel in der App ein:",
    enter: "Geben Sie dann den sechsstelligen Code ein, den die App anzeigt.",
    code: "Code aus der App",
    confirm: "Anmeldung in zwei Schritten einschalten",
    cancel: "Abbrechen",
    on: "Die Anmeldung in zwei Schritten ist seit dem {{date}} eingeschaltet.",
    codesLeft_one: "Noch {{count}} Wiederherstellungscode.",
    codesLeft_other: "Noch {{count}} Wiederherstellungscodes.",
    codesHeading: "Ihre Wiederherstellungscodes",
    codesIntro:
      "Jeder Code meldet Sie einmal an, wenn Ihr Telefon nicht zur Hand ist. Bewahren Sie sie sicher auf, ausgedruckt oder in einem Passwort-Manager: Sie werden nur jetzt angezeigt.",
    renewHeading: "Neue Wiederherstellungscodes",
    renewIntro: "Codes verloren oder fast alle verbraucht? Neue Codes ersetzen alle alten.",
    renew: "Neue Wiederherstellungscodes erstellen",
    disableHeading: "Anmeldung in zwei Schritten ausschalten",
    disableIntro: "Dann genügt wieder Ihr Passwort für die Anmeldung.",
    disable: "Anmeldung in zwei Schritten ausschalten",
    password: "Ihr Passwort",
    turnedOff:
      "Die Anmeldung in zwei Schritten ist ausgeschaltet: Ihr Passwort genügt für die Anmeldung.",
    loginTitle: "Anmeldecode",
    loginIntro:
      "Ihr Konto verlangt einen zweiten Schritt. Geben Sie den sechsstelligen Code ein, den Ihre Authenticator-App jetzt anzeigt, oder einen Ihrer Wiederherstellungscodes.",
    loginCode: "Code aus der App oder Wiederherstellungscode",
    loginSubmit: "Anmelden",
    errors: {
      code: "Bitte geben Sie den Code aus Ihrer App oder einen Wiederherstellungscode ein.",
      appCode: "Bitte geben Sie die sechs Ziffern ein, die die App anzeigt.",
      wrong:
        "Dieser Code ist nicht korrekt oder wurde schon verwendet. Geben Sie den Code ein, den die App jetzt anzeigt.",
      password: "Bitte geben Sie Ihr Passwort ein.",
      passwordWrong: "Dieses Passwort ist nicht korrekt.",
      unreadable:
        "Ihr Code kann gerade nicht geprüft werden. Bitte versuchen Sie es später erneut oder rufen Sie das Büro an.",
    },
  },
  // ADR 036: the owner's open sessions on the login security page.
  sessions: {
    heading: "Wo Sie angemeldet sind",
    intro:
      "Ihr Eigentümerportal ist auf diesen Geräten geöffnet. Beenden Sie jede Sitzung, die Sie nicht kennen: Sie wird sofort abgemeldet.",
    device: "{{browser}} auf {{system}}",
    unknownBrowser: "Unbekannter Browser",
    unknownSystem: "einem unbekannten Gerät",
    thisDevice: "Dieses Gerät",
    address: "IP-Adresse",
    started: "Angemeldet",
    seen: "Zuletzt aktiv",
    end: "Diese Sitzung beenden",
    endOthers: "Überall sonst abmelden",
    ended_one: "{{count}} Sitzung beendet.",
    ended_other: "{{count}} Sitzungen beendet.",
    noneEnded: "Es war keine andere Sitzung offen.",
  },
  portal: {
    agent: "Ihr Makler: {{name}}",
    title: "Ihre Immobilien",
    greeting: "Willkommen, {{name}}",
    logout: "Abmelden",
    none: "Ihrem Konto ist noch keine Immobilie zugeordnet. Ihr Makler kann das für Sie tun.",
    open: "Besuche und Verlauf",
    reference: "Ref. {{id}}",
    contactHeading: "Ihr Ansprechpartner im Büro",
    back: "Alle Ihre Immobilien",
  },
  stats: {
    heading: "Besuche der Seite der Immobilie",
    asTable: "Dieselben Zahlen als Tabelle",
    today: "Heute",
    week: "Diese Woche",
    month: "Diesen Monat",
    total: "Insgesamt",
    chartTitle: "Besuche der letzten 30 Tage",
    chartDescription:
      "Besuche pro Tag vom {{from}} bis {{to}}: insgesamt {{total}}, höchstens {{max}} an einem Tag.",
    day: "Tag",
    visits: "Besuche",
    bySource: "Besuche nach Quelle",
    sources: { website: "Unsere Website", newsletter: "Newsletter" },
    source: "Quelle",
  },
  history: {
    communications: "Kommunikation",
    onlineMedia: "Online-Medien",
    calendarVisits: "Besichtigungen",
    date: "Datum",
    type: "Art",
    contact: "Kontakt",
    subject: "Betreff",
    comment: "Kommentar",
    status: "Status",
    medium: "Veröffentlicht auf",
    since: "Seit",
    none: "Noch nichts.",
  },
};
