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
    tooFast:
      "Das ging schneller als erwartet. Bitte prüfen Sie das Formular und senden Sie es erneut.",
    rateLimited:
      "Sie haben dieses Formular in kurzer Zeit mehrmals gesendet. Bitte versuchen Sie es in einigen Minuten erneut, oder rufen Sie uns an.",
    honeypot: "Lassen Sie dieses Feld leer",
  },
  freeEvaluation: {
    title: "Kostenlose Bewertung Ihrer Immobilie",
    description:
      "Ein Makler besichtigt Ihre Immobilie und gibt Ihnen eine schriftliche Bewertung auf Basis jüngster Verkäufe in der Umgebung, kostenlos und unverbindlich.",
    howItWorks: "So läuft es ab",
    steps: [
      "Sie rufen uns an oder schreiben uns mit der Adresse Ihrer Immobilie.",
      "Ein Makler besichtigt sie mit Ihnen zu einem Termin, der Ihnen passt.",
      "Innerhalb von 48 Stunden erhalten Sie eine schriftliche Bewertung auf Basis jüngster Verkäufe in der Umgebung.",
      "Sie entscheiden unverbindlich, ob Sie mit uns verkaufen oder vermieten.",
    ],
  },
};
