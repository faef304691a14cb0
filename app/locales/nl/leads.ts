import type { LeadsMessages } from "#app/locales/en/leads.ts";

export const leads: LeadsMessages = {
  freeEvaluation: {
    title: "Gratis schatting van uw eigendom",
    description:
      "Een makelaar bezoekt uw woning en bezorgt u een schriftelijke schatting op basis van recente verkopen in de buurt, gratis en vrijblijvend.",
    howItWorks: "Zo gaat het",
    steps: [
      "U belt of schrijft ons met het adres van uw eigendom.",
      "Een makelaar bezoekt het samen met u, op een moment dat u past.",
      "Binnen 48 uur ontvangt u een schriftelijke schatting op basis van recente verkopen in de buurt.",
      "U beslist vrijblijvend of u met ons verkoopt of verhuurt.",
    ],
  },
};
