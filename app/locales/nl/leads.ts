import type { LeadsMessages } from "#app/locales/en/leads.ts";

export const leads: LeadsMessages = {
  guard: {
    label: "Spamcontrole",
    idle: "Loopt vanzelf terwijl u het formulier invult.",
    solving: "We controleren dat een mens schrijft…",
    solved: "Gecontroleerd. Dank u.",
    captchaRequired:
      "De captcha is verplicht: een ogenblik, uw bericht vertrekt zodra de controle klaar is.",
    failed:
      "De controle kon niet lopen. U kunt het formulier toch versturen: we lezen elk bericht.",
    retry: "Controle opnieuw proberen",
    captchaInvalid: "De captcha is niet correct. Verstuur het formulier opnieuw.",
    tooFast: "Dat ging sneller dan verwacht. Kijk het formulier na en verstuur het opnieuw.",
    rateLimited:
      "U hebt dit formulier kort na elkaar meermaals verstuurd. Probeer het over enkele minuten opnieuw, of bel ons.",
    honeypot: "Laat dit veld leeg",
  },
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
