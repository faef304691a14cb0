import type { AdminMessages } from "#app/locales/en/admin.ts";

export const admin: AdminMessages = {
  shell: {
    desk: "Mitarbeiterbereich",
    skipToContent: "Zum Hauptinhalt springen",
    menu: "Menü",
    navigation: "Mitarbeiterbereich",
    account: "Ihr Konto",
    logout: "Abmelden",
    roles: { admin: "Administrator", agent: "Makler" },
    publicSite: "Öffentliche Website",
  },
  nav: {
    dashboard: "Übersicht",
    leads: "Anfragen",
    people: "Personen",
    demand: "Suchaufträge",
    newsletter: "Newsletter",
    mail: "E-Mails",
    sync: "CRM-Abgleich",
    owners: "Eigentümer",
    settings: "Einstellungen",
    pages: "Seiten",
    collections: "Sammlungen",
    preview: "Vorschau und Veröffentlichung",
    staff: "Mitarbeiter",
    audit: "Protokoll",
    media: "Mediathek",
    redirects: "Weiterleitungen",
  },
  login: {
    title: "Anmeldung im Mitarbeiterbereich",
    intro: "Für das Team der Agentur. Eigentümer melden sich im Eigentümerportal an.",
    email: "E-Mail-Adresse",
    password: "Passwort",
    submit: "Anmelden",
    failed: "Anmeldung fehlgeschlagen: E-Mail-Adresse oder Passwort ist nicht korrekt.",
    throttled:
      "Zu viele Anmeldeversuche. Bitte warten Sie eine Viertelstunde, bevor Sie es erneut versuchen, oder fragen Sie einen Administrator.",
    captcha:
      "Gerade schlagen viele Anmeldungen fehl: Bitte warten Sie, bis die Prüfung abgeschlossen ist, und melden Sie sich dann erneut an. Dafür muss JavaScript aktiviert sein.",
    wave: "Auf dieser Website schlagen gerade viele Anmeldungen fehl. Ihr Browser führt deshalb zuerst eine kurze Prüfung durch (JavaScript muss aktiviert sein).",
    loggedOut: "Sie sind abgemeldet.",
    ended: "Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.",
  },
  twoStep: {
    codeTitle: "Anmeldung in zwei Schritten",
    codeIntro:
      "Geben Sie den sechsstelligen Code ein, den Ihre Authenticator-App für diesen Bereich anzeigt, oder einen Ihrer Wiederherstellungscodes.",
    code: "Code",
    codeHint: "Sechs Ziffern aus der App oder ein Wiederherstellungscode wie abcd-efgh-ijkl-mnop.",
    submitCode: "Anmelden",
    wrong:
      "Dieser Code ist nicht korrekt. Geben Sie den Code ein, den die App jetzt anzeigt, oder einen Wiederherstellungscode.",
    unreadable:
      "Codes aus der App können gerade nicht geprüft werden. Melden Sie sich mit einem Wiederherstellungscode an oder fragen Sie einen Administrator.",
    throttled:
      "Zu viele falsche Codes. Bitte warten Sie eine Viertelstunde, bevor Sie es erneut versuchen.",
    enrolTitle: "Anmeldung in zwei Schritten einrichten",
    enrolIntro:
      "Administratoren melden sich in zwei Schritten an: nach dem Passwort ein sechsstelliger Code aus einer Authenticator-App auf Ihrem Telefon (Google Authenticator, Microsoft Authenticator, 1Password, Aegis…).",
    scan: "Fügen Sie in Ihrer Authenticator-App ein Konto hinzu und scannen Sie diesen Code.",
    qr: "QR-Code für Ihre Authenticator-App",
    key: "Oder geben Sie diesen Schlüssel in der App ein:",
    enter: "Geben Sie dann den sechsstelligen Code ein, den die App anzeigt.",
    confirm: "Anmeldung in zwei Schritten einschalten",
    wrongSetupCode:
      "Dieser Code ist nicht korrekt. Geben Sie den Code ein, den die App jetzt anzeigt.",
    codesTitle: "Ihre Wiederherstellungscodes",
    codesIntro:
      "Die Anmeldung in zwei Schritten ist eingeschaltet. Bewahren Sie diese zehn Codes sicher auf, nicht auf Ihrem Telefon: Mit jedem melden Sie sich einmal ohne die App an. Sie werden nur jetzt angezeigt.",
    codesLabel: "Wiederherstellungscodes",
    continue: "Weiter zum Mitarbeiterbereich",
  },
  password: {
    title: "Wählen Sie Ihr Passwort",
    intro: "12 Zeichen oder mehr: Ein Satz ist leicht zu merken und schwer zu erraten.",
    password: "Passwort",
    passwordRepeat: "Passwort wiederholen",
    submit: "Mein Passwort speichern",
    invalid:
      "Dieser Link ist nicht mehr gültig: Er wurde bereits benutzt oder ist älter als 24 Stunden. Bitten Sie einen Administrator um einen neuen.",
    saved: "Ihr Passwort ist gespeichert: Sie können sich damit anmelden.",
  },
  status: {
    notFound: {
      title: "Seite nicht gefunden",
      text: "Diese Seite gibt es im Mitarbeiterbereich nicht, oder Ihre Rolle gewährt keinen Zugriff darauf.",
    },
    error: {
      title: "Etwas ist schiefgelaufen",
      text: "Die Seite konnte nicht angezeigt werden. Bitte versuchen Sie es gleich noch einmal; passiert es wieder, sagen Sie Ihrem Administrator Bescheid.",
    },
    backToDashboard: "Zurück zur Übersicht",
  },
};
