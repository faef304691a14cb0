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
    settings: "Instellingen",
    pages: "Pagina's",
    collections: "Collecties",
    preview: "Voorbeeld en publicatie",
    staff: "Medewerkers",
    audit: "Auditlog",
    media: "Mediabibliotheek",
    redirects: "Doorverwijzingen",
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
  twoStep: {
    codeTitle: "Aanmelden in twee stappen",
    codeIntro:
      "Typ de zescijferige code die je authenticator-app voor deze omgeving toont, of een van je herstelcodes.",
    code: "Code",
    codeHint: "Zes cijfers uit de app, of een herstelcode zoals abcd-efgh-ijkl-mnop.",
    submitCode: "Aanmelden",
    wrong: "Deze code klopt niet. Typ de code die de app nu toont, of een herstelcode.",
    unreadable:
      "Codes uit de app kunnen nu niet gecontroleerd worden. Meld je aan met een herstelcode, of vraag het aan een beheerder.",
    throttled: "Te veel foute codes. Wacht een kwartier voor je het opnieuw probeert.",
    enrolTitle: "Aanmelden in twee stappen instellen",
    enrolIntro:
      "Beheerders melden zich aan in twee stappen: na het wachtwoord een zescijferige code uit een authenticator-app op je telefoon (Google Authenticator, Microsoft Authenticator, 1Password, Aegis…).",
    scan: "Voeg in je authenticator-app een account toe en scan deze code.",
    qr: "QR-code voor je authenticator-app",
    key: "Of typ deze sleutel in de app:",
    enter: "Typ daarna de zescijferige code die de app toont.",
    confirm: "Aanmelden in twee stappen inschakelen",
    wrongSetupCode: "Deze code klopt niet. Typ de code die de app nu toont.",
    codesTitle: "Je herstelcodes",
    codesIntro:
      "Aanmelden in twee stappen staat aan. Bewaar deze tien codes op een veilige plek, niet op je telefoon: met elke code meld je je één keer aan zonder de app. Ze worden alleen nu getoond.",
    codesLabel: "Herstelcodes",
    continue: "Verder naar de medewerkersomgeving",
  },
  password: {
    title: "Kies je wachtwoord",
    intro: "12 tekens of meer: een zin is makkelijk te onthouden en moeilijk te raden.",
    password: "Wachtwoord",
    passwordRepeat: "Wachtwoord opnieuw",
    submit: "Mijn wachtwoord opslaan",
    invalid:
      "Deze link is niet meer geldig: hij werd al gebruikt of is ouder dan 24 uur. Vraag een beheerder om een nieuwe.",
    saved: "Je wachtwoord is opgeslagen: je kunt je ermee aanmelden.",
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
