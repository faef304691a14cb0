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
    staff: "Mitarbeiter",
    audit: "Protokoll",
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
