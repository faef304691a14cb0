import type { OwnersMessages } from "#app/locales/en/owners.ts";

export const owners: OwnersMessages = {
  login: {
    title: "Eigenaarslogin",
    description:
      "Eigenaars van een pand dat wij verkopen of verhuren, volgen hier de bezoeken, contacten en publicaties.",
    intro:
      "Volg hoe uw pand het doet: bezoeken aan de pagina, contacten, bezichtigingen en waar het gepubliceerd is.",
    login: "E-mailadres of gebruikersnaam",
    password: "Wachtwoord",
    submit: "Aanmelden",
    failed: "Aanmelden mislukt: de gebruikersnaam of het wachtwoord is niet correct.",
    throttled:
      "Te veel aanmeldpogingen. Wacht een kwartier voor u het opnieuw probeert, of bel ons.",
    loggedOut: "U bent afgemeld.",
    ended: "Uw sessie is verlopen. Meld u opnieuw aan.",
  },
  // spec §6: the agency"s mail when an owner logs in (in the agency"s language).
  loginMail: {
    subject: "Nieuwe aanmelding op het eigenaarsportaal: {{name}}",
    intro: "{{name}} ({{email}}) meldde zich aan op het eigenaarsportaal op {{when}}.",
    check: "Was dit niet verwacht? Controleer dan het account van de eigenaar.",
  },
  portal: {
    agent: "Uw makelaar: {{name}}",
    title: "Uw panden",
    greeting: "Welkom, {{name}}",
    logout: "Afmelden",
    none: "Er is nog geen pand aan uw account gekoppeld. Uw makelaar kan dat voor u doen.",
    open: "Bezoeken en historiek",
    reference: "Ref. {{id}}",
    contactHeading: "Uw contactpersoon bij het kantoor",
    back: "Al uw panden",
  },
  stats: {
    heading: "Bezoeken aan de pagina van het pand",
    asTable: "Dezelfde cijfers als tabel",
    today: "Vandaag",
    week: "Deze week",
    month: "Deze maand",
    total: "In totaal",
    chartTitle: "Bezoeken in de laatste 30 dagen",
    chartDescription:
      "Bezoeken per dag van {{from}} tot {{to}}: {{total}} in totaal, hoogstens {{max}} op één dag.",
    day: "Dag",
    visits: "Bezoeken",
    bySource: "Bezoeken per bron",
    sources: { website: "Onze website", newsletter: "Nieuwsbrief" },
    source: "Bron",
  },
  history: {
    communications: "Communicatie",
    onlineMedia: "Online media",
    calendarVisits: "Bezichtigingen",
    date: "Datum",
    type: "Type",
    contact: "Contact",
    subject: "Onderwerp",
    comment: "Opmerking",
    status: "Status",
    medium: "Waar gepubliceerd",
    since: "Sinds",
    none: "Nog niets.",
  },
};
