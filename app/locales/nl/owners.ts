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
  wave: {
    notice:
      "Op onze site mislukken op dit moment veel aanmeldingen, dus zijn we extra voorzichtig: uw browser lost een korte controle op voor u wordt aangemeld (JavaScript moet aan staan), en vanaf een toestel dat u hier nog niet gebruikte, mailen we u een code.",
    captcha:
      "Wacht tot de controle klaar is en meld u opnieuw aan. Daarvoor moet JavaScript aan staan in uw browser.",
    codeTitle: "Code per e-mail",
    codeIntro:
      "U meldt zich aan vanaf een toestel dat u hier nog niet gebruikte. We stuurden een code van zes cijfers naar uw e-mailadres: typ hem hier binnen 10 minuten.",
    codeLabel: "Code uit de e-mail",
    wrongCode:
      "Deze code is niet juist of niet meer geldig. Typ de zes cijfers uit de laatste e-mail.",
    mail: {
      subject: "Uw aanmeldcode: {{code}}",
      intro:
        "Iemand, hopelijk u, typte uw wachtwoord op het eigenaarsportaal vanaf een nieuw toestel. Typ deze code binnen 10 minuten om u aan te melden:",
      notYou:
        'Was u dit niet? Dan kent iemand anders uw wachtwoord: kies een nieuw via "Wachtwoord vergeten?" op de aanmeldpagina.',
    },
  },
  // docs/requirements.md §6: the agency"s mail when an owner logs in (in the agency"s language).
  loginMail: {
    subject: "Nieuwe aanmelding op het eigenaarsportaal: {{name}}",
    intro: "{{name}} ({{email}}) meldde zich aan op het eigenaarsportaal op {{when}}.",
    check: "Was dit niet verwacht? Controleer dan het account van de eigenaar.",
  },
  // docs/requirements.md §15: the forgotten password, by a single-use link valid one hour.
  passwordReset: {
    forgotLink: "Wachtwoord vergeten?",
    requestTitle: "Wachtwoord vergeten",
    requestIntro:
      "Vul uw e-mailadres of gebruikersnaam in: wij sturen u een link om een nieuw wachtwoord te kiezen, één uur geldig.",
    requestSend: "Stuur mij een link",
    requestSent:
      "Als er een account overeenkomt, hebben wij een link naar het e-mailadres ervan gestuurd. Hij is één uur geldig.",
    resetTitle: "Kies een nieuw wachtwoord",
    resetIntro: "12 tekens of meer: een zin is makkelijk te onthouden en moeilijk te raden.",
    password: "Nieuw wachtwoord",
    passwordRepeat: "Nieuw wachtwoord, nogmaals",
    resetSend: "Mijn nieuwe wachtwoord opslaan",
    done: "Uw nieuwe wachtwoord is opgeslagen: u kunt ermee inloggen.",
    invalid:
      "Deze link is niet meer geldig: hij is verlopen of werd al gebruikt. Vraag een nieuwe aan.",
    errors: {
      login: "Vul uw e-mailadres of gebruikersnaam in.",
      short: "Het wachtwoord moet 12 tekens of meer hebben.",
      common: "Dit wachtwoord is te makkelijk te raden: kies een ander.",
      differ: "De twee wachtwoorden komen niet overeen.",
      link: "Deze link is niet geldig.",
    },
    mail: {
      subject: "Kies een nieuw wachtwoord",
      intro:
        "U vroeg om een nieuw wachtwoord voor het eigenaarsportaal. De link hieronder werkt één keer, gedurende één uur.",
      button: "Mijn nieuwe wachtwoord kiezen",
      notYou: "Hebt u dit niet gevraagd? Negeer dan deze e-mail: uw wachtwoord blijft hetzelfde.",
    },
  },
  // docs/requirements.md §15 "optional second factor": a code from an authenticator app after the password.
  secondFactor: {
    link: "Beveiliging van de login",
    title: "Beveiliging van de login",
    description:
      "Een tweede stap bij het aanmelden: een code van een authenticator-app op uw telefoon.",
    intro:
      "Voeg een tweede stap toe aan uw login: na uw wachtwoord een code van zes cijfers uit een authenticator-app op uw telefoon (Google Authenticator, Microsoft Authenticator, 1Password, Aegis…). Wie uw wachtwoord kent, kan zich dan nog niet aanmelden.",
    off: "Aanmelden in twee stappen staat uit.",
    start: "Aanmelden in twee stappen instellen",
    scan: "Voeg in uw authenticator-app een account toe en scan deze code.",
    qr: "QR-code om te scannen met uw authenticator-app",
    key: "Lukt scannen niet? Typ dan deze sleutel in de app:",
    enter: "Typ daarna de code van zes cijfers die de app toont.",
    code: "Code uit de app",
    confirm: "Aanmelden in twee stappen inschakelen",
    cancel: "Annuleren",
    on: "Aanmelden in twee stappen staat aan sinds {{date}}.",
    codesLeft_one: "Nog {{count}} herstelcode.",
    codesLeft_other: "Nog {{count}} herstelcodes.",
    codesHeading: "Uw herstelcodes",
    codesIntro:
      "Met elke code meldt u zich één keer aan als uw telefoon niet bij de hand is. Bewaar ze op een veilige plek, afgedrukt of in een wachtwoordbeheerder: ze worden alleen nu getoond.",
    renewHeading: "Nieuwe herstelcodes",
    renewIntro: "Codes kwijt, of de meeste gebruikt? Nieuwe codes vervangen alle oude.",
    renew: "Nieuwe herstelcodes maken",
    disableHeading: "Aanmelden in twee stappen uitschakelen",
    disableIntro: "Dan volstaat uw wachtwoord weer om u aan te melden.",
    disable: "Aanmelden in twee stappen uitschakelen",
    password: "Uw wachtwoord",
    turnedOff: "Aanmelden in twee stappen staat uit: uw wachtwoord volstaat om u aan te melden.",
    loginTitle: "Aanmeldcode",
    loginIntro:
      "Uw account vraagt een tweede stap. Typ de code van zes cijfers die uw authenticator-app nu toont, of een van uw herstelcodes.",
    loginCode: "Code uit de app of herstelcode",
    loginSubmit: "Aanmelden",
    errors: {
      code: "Typ de code uit uw app, of een herstelcode.",
      appCode: "Typ de zes cijfers die de app toont.",
      wrong: "Deze code is niet correct of werd al gebruikt. Typ de code die de app nu toont.",
      password: "Typ uw wachtwoord.",
      passwordWrong: "Dit wachtwoord is niet correct.",
      unreadable:
        "Uw code kan nu niet worden gecontroleerd. Probeer het later opnieuw of bel het kantoor.",
    },
  },
  // ADR 036: the owner's open sessions on the login security page.
  sessions: {
    heading: "Waar u bent aangemeld",
    intro:
      "Uw eigenaarsportaal is open op deze toestellen. Beëindig elke sessie die u niet herkent: ze wordt meteen afgemeld.",
    device: "{{browser}} op {{system}}",
    unknownBrowser: "Onbekende browser",
    unknownSystem: "een onbekend toestel",
    thisDevice: "Dit toestel",
    address: "IP-adres",
    started: "Aangemeld",
    seen: "Laatst actief",
    end: "Deze sessie beëindigen",
    endOthers: "Overal elders afmelden",
    ended_one: "{{count}} sessie beëindigd.",
    ended_other: "{{count}} sessies beëindigd.",
    noneEnded: "Er was geen andere sessie open.",
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
