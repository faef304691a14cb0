import type { LeadsMessages } from "#app/locales/en/leads.ts";

export const leads: LeadsMessages = {
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
