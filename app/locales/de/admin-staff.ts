import type { AdminStaffMessages } from "#app/locales/en/admin-staff.ts";

export const adminStaff: AdminStaffMessages = {
  roles: { admin: "Administrator", agent: "Mitarbeiter" },
  languages: { en: "English", nl: "Nederlands", fr: "Français", de: "Deutsch" },
  list: {
    title: "Team",
    intro:
      "Alle, die im Verwaltungsbereich arbeiten. Öffnen Sie ein Mitglied, um seine Rolle zu ändern, sein Konto zu sperren, seine Zwei-Schritt-Anmeldung zurückzusetzen oder seine Sitzungen zu beenden.",
    caption: "Teammitglieder",
    name: "Name",
    email: "E-Mail-Adresse",
    role: "Rolle",
    twoStep: "Zwei-Schritt-Anmeldung",
    password: "Passwort",
    lastLogin: "Letzte Anmeldung",
    status: "Konto",
    on: "An",
    off: "Aus",
    set: "Gesetzt",
    notSet: "Noch nicht gesetzt",
    never: "Nie",
    enabled: "Aktiv",
    disabled: "Gesperrt",
    you: "Sie",
    noName: "(ohne Namen)",
  },
  invite: {
    heading: "Ein Mitglied einladen",
    intro:
      "Das Mitglied erhält eine E-Mail in der gewählten Sprache mit einem Link, um sein Passwort zu wählen. Der Link funktioniert einmal, 24 Stunden lang.",
    email: "E-Mail-Adresse",
    name: "Name",
    role: "Rolle",
    roleHelp:
      "Administratoren dürfen alles, auch das Team verwalten, und melden sich in zwei Schritten an. Mitarbeiter bearbeiten Anfragen, Eigentümer, das Suchregister und das Mailprotokoll.",
    language: "Sprache des Verwaltungsbereichs und der Einladung",
    submit: "Die Einladung senden",
  },
  member: {
    back: "Das ganze Team",
    facts: "Konto",
    email: "E-Mail-Adresse",
    role: "Rolle",
    language: "Sprache",
    twoStep: "Zwei-Schritt-Anmeldung",
    password: "Passwort",
    lastLogin: "Letzte Anmeldung",
    created: "Konto angelegt",
    status: "Konto",
    newRole: "Neue Rolle",
    roleHeading: "Rolle",
    roleHelp:
      "Eine neue Rolle beendet die Sitzungen des Mitglieds: Es meldet sich nach den Regeln der neuen Rolle wieder an.",
    roleSubmit: "Die Rolle ändern",
    accessHeading: "Zugang",
    disable: "Das Konto sperren",
    disableHelp:
      "Ein gesperrtes Mitglied kann sich nicht anmelden, und jede offene Sitzung endet sofort.",
    enable: "Das Konto wieder freigeben",
    enableHelp: "Das Mitglied kann sich wieder mit seinem Passwort anmelden.",
    resetTwoStep: "Die Zwei-Schritt-Anmeldung zurücksetzen",
    resetTwoStepHelp:
      "Bei verlorenem Telefon: Die Sitzungen des Mitglieds enden, und bei der nächsten Anmeldung richtet es die Zwei-Schritt-Anmeldung neu ein.",
    resend: "Die Einladung erneut senden",
    resendHelp:
      "Das Mitglied hat noch kein Passwort gewählt. Ein neuer Link geht hinaus, 24 Stunden gültig; frühere Links funktionieren nicht mehr.",
    sessionsHeading: "Offene Sitzungen",
    noSessions: "Keine offene Sitzung.",
  },
  sessions: {
    actions: "Aktion",
    caption: "Offene Sitzungen",
    device: "Gerät",
    deviceName: "{{browser}} auf {{system}}",
    unknownBrowser: "Unbekannter Browser",
    unknownSystem: "einem unbekannten Gerät",
    address: "IP-Adresse",
    started: "Angemeldet",
    seen: "Zuletzt aktiv",
    end: "Beenden",
    endLabel: "Die Sitzung von {{device}} beenden, angemeldet am {{started}}",
    thisOne: "Diese Sitzung",
    logoutThis: "Hier abmelden",
    endOthers: "Überall sonst abmelden",
  },
  account: {
    title: "Mein Konto",
    intro: "Ihre Sprache im Verwaltungsbereich und wo Sie angemeldet sind.",
    languageHeading: "Sprache des Verwaltungsbereichs",
    language: "Sprache",
    languageSubmit: "Die Sprache speichern",
    sessionsHeading: "Wo Sie angemeldet sind",
    sessionsIntro:
      "Der Verwaltungsbereich ist auf diesen Geräten offen. Beenden Sie jede Sitzung, die Sie nicht kennen: Sie wird sofort abgemeldet.",
    twoStepHeading: "Anmeldung in zwei Schritten",
    twoStepRequired:
      "Die Anmeldung in zwei Schritten ist seit dem {{since}} aktiv. Für Administratoren ist sie Pflicht: Sie lässt sich nicht abschalten.",
    twoStepOn:
      "Die Anmeldung in zwei Schritten ist seit dem {{since}} aktiv: Nach Ihrem Passwort fragt der Mitarbeiterbereich nach einem Code Ihrer Authenticator-App.",
    twoStepOff:
      "Die Anmeldung in zwei Schritten ist aus. Schalten Sie sie ein, um nach dem Passwort einen Code einer Authenticator-App auf Ihrem Telefon einzugeben.",
    twoStepStart: "Anmeldung in zwei Schritten einrichten",
    twoStepPassword: "Ihr Passwort",
    twoStepOffSubmit: "Anmeldung in zwei Schritten abschalten",
    codesRenewIntro:
      "Wiederherstellungscodes verloren oder fast alle verbraucht? Holen Sie mit Ihrem Passwort zehn neue: Die alten gelten sofort nicht mehr, und Ihre anderen Sitzungen werden beendet.",
    codesRenewSubmit: "Neue Wiederherstellungscodes erstellen",
    twoStepCancel: "Einrichtung abbrechen",
  },
  done: {
    invited: "Die Einladung ist unterwegs. Der Link funktioniert einmal, 24 Stunden lang.",
    resent: "Eine neue Einladung ist unterwegs; frühere Links funktionieren nicht mehr.",
    role: "Die Rolle ist geändert und die Sitzungen des Mitglieds sind beendet.",
    disabled: "Das Konto ist gesperrt und seine Sitzungen sind beendet.",
    enabled: "Das Konto ist wieder freigegeben.",
    twoStepReset:
      "Die Zwei-Schritt-Anmeldung ist zurückgesetzt und die Sitzungen des Mitglieds sind beendet.",
    language: "Der Verwaltungsbereich spricht jetzt Deutsch.",
    ended_one: "{{count}} Sitzung beendet.",
    ended_other: "{{count}} Sitzungen beendet.",
    noneEnded: "Es war keine andere Sitzung offen.",
    twoStepOff: "Die Anmeldung in zwei Schritten ist aus; Ihre anderen Sitzungen sind beendet.",
    twoStepCancelled:
      "Die Einrichtung ist abgebrochen: Die Anmeldung in zwei Schritten bleibt aus.",
  },
  errors: {
    email: "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
    name: "Bitte geben Sie den Namen des Mitglieds ein (höchstens 200 Zeichen).",
    role: "Bitte wählen Sie eine Rolle.",
    language: "Bitte wählen Sie eine Sprache.",
    session: "Diese Sitzung ist nicht mehr offen.",
    taken: "Es gibt bereits ein Teamkonto mit dieser E-Mail-Adresse.",
    lastAdmin:
      "Dies ist der letzte aktive Administrator: Niemand könnte dann das Team verwalten. Machen Sie zuerst ein anderes Mitglied zum Administrator.",
    sameRole: "Das Mitglied hat diese Rolle bereits.",
    passwordSet:
      "Dieses Mitglied hat bereits ein Passwort gewählt: Es gibt keine Einladung zu senden.",
    memberDisabled: "Dieses Konto ist gesperrt: Geben Sie es zuerst wieder frei.",
    password: "Bitte geben Sie Ihr Passwort ein.",
    passwordWrong: "Dieses Passwort ist nicht korrekt.",
    throttled:
      "Zu viele falsche Versuche. Bitte warten Sie eine Viertelstunde, bevor Sie es erneut versuchen.",
  },
  invitation: {
    subject: "{{agency}}: Ihr Zugang zum Verwaltungsbereich",
    intro: "{{agency}} lädt Sie als {{role}} in seinen Verwaltungsbereich ein.",
    button: "Ihr Passwort wählen",
    expires:
      "Der Link funktioniert einmal, bis {{when}}. Sie melden sich mit dieser E-Mail-Adresse an.",
    twoStep:
      "Als Administrator richten Sie bei der ersten Anmeldung auch eine Zwei-Schritt-Anmeldung mit einer Authenticator-App ein.",
    notYou:
      "Wenn Sie diese E-Mail nicht erwartet haben, ignorieren Sie sie: Ohne den Link geschieht nichts.",
  },
};
