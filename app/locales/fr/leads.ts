import type { LeadsMessages } from "#app/locales/en/leads.ts";

export const leads: LeadsMessages = {
  freeEvaluation: {
    title: "Estimation gratuite de votre bien",
    description:
      "Un agent visite votre bien et vous remet une estimation écrite fondée sur les ventes récentes du quartier, gratuitement et sans engagement.",
    howItWorks: "Comment ça se passe",
    steps: [
      "Vous nous appelez ou nous écrivez avec l'adresse de votre bien.",
      "Un agent le visite avec vous, au moment qui vous convient.",
      "Sous 48 heures, vous recevez une estimation écrite fondée sur les ventes récentes du quartier.",
      "Vous décidez, sans engagement, de vendre ou de louer avec nous.",
    ],
  },
};
