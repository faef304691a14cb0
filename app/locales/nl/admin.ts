import type { AdminMessages } from "#app/locales/en/admin.ts";

export const admin: AdminMessages = {
  shell: {
    desk: "Medewerkersomgeving",
    skipToContent: "Naar de hoofdinhoud",
    menu: "Menu",
    navigation: "Medewerkersomgeving",
    account: "Je account",
    logout: "Afmelden",
    roles: { admin: "Beheerder", agent: "Makelaar" },
    publicSite: "Publieke website",
  },
  nav: {
    dashboard: "Overzicht",
    leads: "Aanvragen",
    people: "Personen",
    demand: "Zoekprofielen",
    newsletter: "Nieuwsbrief",
    mail: "E-mail",
    sync: "CRM-synchronisatie",
    owners: "Eigenaars",
    staff: "Medewerkers",
    audit: "Auditlog",
  },
  login: {
    title: "Aanmelden bij de medewerkersomgeving",
    intro:
      "Voor de medewerkers van het kantoor. Eigenaars melden zich aan op het eigenaarsportaal.",
    email: "E-mailadres",
    password: "Wachtwoord",
    submit: "Aanmelden",
    failed: "Aanmelden mislukt: het e-mailadres of wachtwoord klopt niet.",
    throttled:
      "Te veel aanmeldpogingen. Wacht een kwartier voor je het opnieuw probeert, of vraag het aan een beheerder.",
    captcha:
      "Er mislukken nu veel aanmeldingen: wacht tot de controle klaar is en meld je dan opnieuw aan. Daarvoor moet JavaScript aanstaan.",
    wave: "Er mislukken nu veel aanmeldingen op deze site. Je browser voert daarom eerst een korte controle uit (JavaScript moet aanstaan).",
    loggedOut: "Je bent afgemeld.",
    ended: "Je sessie is afgelopen. Meld je opnieuw aan.",
  },
  status: {
    notFound: {
      title: "Pagina niet gevonden",
      text: "Deze pagina bestaat niet in de medewerkersomgeving, of je rol geeft er geen toegang toe.",
    },
    error: {
      title: "Er ging iets mis",
      text: "De pagina kon niet getoond worden. Probeer het zo meteen opnieuw; blijft het gebeuren, meld het dan aan je beheerder.",
    },
    backToDashboard: "Terug naar het overzicht",
  },
};
