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
    tooFast:
      "C'était plus rapide que prévu. Veuillez vérifier le formulaire et l'envoyer à nouveau.",
    rateLimited:
      "Vous avez envoyé ce formulaire plusieurs fois en peu de temps. Réessayez dans quelques minutes, ou appelez-nous.",
    honeypot: "Laissez ce champ vide",
  },
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
