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
    formExpired: "Dit formulier werd lang geleden geopend. Kijk het na en verstuur het opnieuw.",
    tooFast: "Dat ging sneller dan verwacht. Kijk het formulier na en verstuur het opnieuw.",
    rateLimited:
      "U hebt dit formulier kort na elkaar meermaals verstuurd. Probeer het over enkele minuten opnieuw, of bel ons.",
    honeypot: "Laat dit veld leeg",
  },
  // docs/requirements.md §14: het formulier "een vraag stellen" op de pagina van een pand (bedankpagina contact-me).
  question: {
    heading: "Een vraag stellen",
    intro:
      "Over dit pand: de bezoeken, de kosten, de buurt. Een makelaar antwoordt binnen één werkdag.",
    remark: "Uw vraag",
    send: "Mijn vraag versturen",
    thanks: {
      title: "Bedankt voor uw vraag",
      text: "Wij hebben uw vraag ontvangen en u een bevestiging per e-mail gestuurd. Een makelaar antwoordt u binnen één werkdag.",
    },
    mail: {
      notificationSubject: "Vraag over een pand van {{name}}",
      notificationIntro: "{{name}} stelde via de website een vraag over dit pand.",
      confirmationSubject: "Wij hebben uw vraag ontvangen",
      confirmationIntro:
        "Bedankt voor uw vraag over dit pand. Een makelaar antwoordt u binnen één werkdag.",
    },
  },
  // docs/requirements.md §14: het formulier "een bezoek aanvragen" op de pagina van een pand (bedankpagina contact-appointment).
  visit: {
    heading: "Een bezoek aanvragen",
    intro:
      "Kies een dag en een uur die u passen: een makelaar bevestigt de afspraak telefonisch of per e-mail.",
    day: "Dag",
    dayHint: "Van {{first}} tot {{last}}.",
    slot: "Uur",
    slotLabel: "Van {{from}} tot {{to}}",
    conditions: {
      title: "Om dit pand te huren",
      income: "Een netto maandinkomen van minstens {{amount}} ({{times}} keer de huur)",
      incomeWithoutAmount: "Een netto maandinkomen van minstens {{times}} keer de huur",
      persons: "Hoogstens {{count}} bewoners",
      confirm: "Ik voldoe aan deze voorwaarden",
    },
    send: "Dit bezoek aanvragen",
    errors: {
      day: "Kies een dag.",
      dayIncomplete: "Vul een volledige datum in.",
      outOfRange: "Kies een dag vanaf morgen, binnen de aangeboden dagen.",
      full: "De afspraken zijn volzet op die dag. Kies een andere dag.",
      slot: "Kies een van de uren die die dag aangeboden worden.",
      conditions: "Bevestig dat u voldoet aan de voorwaarden om dit pand te huren.",
    },
    thanks: {
      title: "Bedankt voor uw bezoekaanvraag",
      text: "Wij hebben uw aanvraag ontvangen en u een bevestiging per e-mail gestuurd. Een makelaar bevestigt de afspraak telefonisch of per e-mail.",
    },
    mail: {
      notificationSubject: "Bezoekaanvraag van {{name}}",
      notificationIntro: "{{name}} wil dit pand bezoeken.",
      confirmationSubject: "Wij hebben uw bezoekaanvraag ontvangen",
      confirmationIntro:
        "Bedankt voor uw bezoekaanvraag. Een makelaar bevestigt de afspraak telefonisch of per e-mail. Dit is wat u vroeg:",
      when: "Gevraagd bezoek",
      conditions: "Voldoet aan de huurvoorwaarden",
    },
  },
  // docs/requirements.md §14: "dit pand naar een vriend sturen" (bedankpagina send-to-friend).
  sendToFriend: {
    heading: "Naar een vriend sturen",
    intro: "Wij sturen dit pand per e-mail, met uw bericht, vanaf het adres van het kantoor.",
    fields: {
      friendEmail: "E-mail van uw vriend",
      message: "Uw bericht",
      messageHint: "Gewone tekst, hoogstens 500 tekens, zonder webadressen.",
    },
    noScript:
      "Dit formulier heeft JavaScript nodig voor zijn spamcontrole. Zonder JavaScript deelt u het pand per e-mail of met een andere app:",
    shareLinks: "de deellinks van deze pagina",
    send: "Naar mijn vriend sturen",
    errors: {
      link: "Laat webadressen en e-mailadressen weg: uw vriend ontvangt alleen gewone tekst.",
      captcha:
        "Dit formulier heeft zijn spamcontrole nodig, die met JavaScript werkt. Zonder JavaScript kunt u het pand delen met de links onder “Delen” op deze pagina.",
      limit:
        "Wij kunnen dit pand vandaag niet naar meer vrienden sturen. Deel het met de links onder “Delen” op deze pagina.",
      friendEmailMissing: "Vul het e-mailadres van uw vriend in.",
      friendEmail: "Het e-mailadres van uw vriend is niet geldig.",
      message: "Uw bericht is te lang (hoogstens 500 tekens).",
    },
    thanks: {
      title: "Uw vriend ontvangt het",
      text: "Wij hebben het pand per e-mail naar uw vriend gestuurd, met uw bericht, en een kopie naar u.",
    },
    friendSubject: "{{name}} denkt dat dit pand u kan interesseren",
    friendIntro: "{{name}} vond dit pand op onze website en wilde het u tonen.",
    friendClosing: "Wilt u het bezoeken? Antwoord gewoon op deze e-mail of bel ons.",
    mail: {
      notificationSubject: "{{name}} stuurde een pand naar een vriend",
      notificationIntro: "{{name}} stuurde dit pand via de website naar een vriend.",
      confirmationSubject: "Uw vriend ontvangt het pand",
      confirmationIntro: "Wij hebben dit pand naar uw vriend gestuurd. Dit is wat wij stuurden:",
    },
  },
  // docs/requirements.md §14: "de documenten ontvangen" van een pand (een bericht op de pagina, geen bedankpagina).
  documents: {
    heading: "De documenten ontvangen",
    intro: "Wij mailen u meteen de documenten van dit pand:",
    send: "Stuur mij de documenten",
    sent: "De documenten zijn onderweg: kijk in uw inbox (en voor de zekerheid bij de ongewenste mail).",
    errors: {
      none: "Er werden geen documenten gevonden voor dit pand.",
      already:
        "De documenten werden al aangevraagd voor dit pand met dit e-mailadres: kijk in uw inbox.",
    },
    mail: {
      notificationSubject: "{{name}} vroeg de documenten van een pand",
      notificationIntro: "{{name}} ontving via de website de documenten van dit pand.",
      confirmationSubject: "De documenten van het pand die u vroeg",
      confirmationIntro: "Hier zijn de documenten van dit pand, zoals u vroeg:",
      sent: "Verstuurde documenten",
    },
  },
  // The fields every lead form shares (docs/requirements.md §3 Contact forms) and their messages (§5, §8).
  form: {
    fields: {
      title: "Aanspreking",
      titles: { mr: "Dhr.", ms: "Mevr.", miss: "Juffr." },
      firstName: "Voornaam",
      lastName: "Achternaam",
      email: "E-mail",
      phone: "Telefoon",
      remark: "Uw bericht",
      privacy: "Ik ga ermee akkoord dat het kantoor mijn gegevens gebruikt om mij te antwoorden",
      privacyHint: "Hoe wij met uw gegevens omgaan: onze {{link}}.",
      privacyLink: "privacyverklaring",
      newsletter: "Stuur mij de nieuwsbrief met nieuwe panden",
    },
    optional: "optioneel",
    errors: {
      title: "Kies uw aanspreking.",
      firstName: "Vul uw voornaam in.",
      lastName: "Vul uw achternaam in.",
      emailMissing: "Vul uw e-mailadres in.",
      email: "Dit e-mailadres is niet geldig.",
      phone: "Vul uw telefoonnummer in.",
      phoneInvalid: "Vul een telefoonnummer in zoals 0475 12 34 56.",
      remark: "Uw bericht is te lang (hoogstens 2.000 tekens).",
      privacy: "Aanvaard de privacyverklaring, zodat wij u kunnen antwoorden.",
      notSent: "Uw bericht kon niet worden verstuurd, probeer het opnieuw.",
    },
  },
  // docs/requirements.md §14: een zoekopdracht registreren (§2 /demand-register/, bedankpagina demand-register).
  demandRegister: {
    title: "Uw zoekopdracht registreren",
    description:
      "Vertel ons wat u zoekt: wij sturen u de panden die passen, vaak nog voor ze online staan.",
    heading: "Wat zoekt u?",
    intro: "Een makelaar leest elke zoekopdracht en belt u zodra er iets past.",
    what: "Uw zoekopdracht",
    you: "Uw gegevens",
    account: "Een account, als u wilt",
    accountIntro:
      "Met een wachtwoord kunt u uw zoekopdrachten later bekijken en verwijderen. Laat het leeg als u dat niet nodig hebt.",
    fields: {
      goal: "U wilt",
      goals: { buy: "Kopen", rent: "Huren" },
      types: "Soorten panden",
      zones: "Gemeenten",
      zonesHint: "Kies er een of meer.",
      budget: "Budget",
      budgetMin: "Budget vanaf (€)",
      budgetMax: "Budget tot (€)",
      bedrooms: "Slaapkamers, minstens",
      password: "Wachtwoord",
      passwordHint: "10 tekens of meer.",
      passwordRepeat: "Wachtwoord, nogmaals",
    },
    from: "vanaf",
    to: "tot",
    send: "Mijn zoekopdracht registreren",
    errors: {
      goal: "Geef aan of u wilt kopen of huren.",
      types: "Kies minstens één soort pand.",
      zones: "Kies minstens één gemeente.",
      zonesMany: "Kies hoogstens 30 gemeenten.",
      budget: "Vul het budget in euro in, als geheel getal.",
      budgetOrder: "Het hoogste budget mag niet lager zijn dan het laagste.",
      bedrooms: "Vul een aantal slaapkamers van 0 tot 10 in.",
      passwordShort: "Het wachtwoord moet 10 tekens of meer hebben.",
      passwordsDiffer: "De twee wachtwoorden komen niet overeen.",
      passwordMissing: "Vul uw wachtwoord in.",
      signIn: "Dit e-mailadres en dit wachtwoord komen niet overeen.",
    },
    thanks: {
      title: "Uw zoekopdracht is geregistreerd",
      text: "Wij hebben u een bevestiging per e-mail gestuurd. Een makelaar belt u zodra een pand bij uw zoekopdracht past.",
    },
    mail: {
      notificationSubject: "Nieuwe zoekopdracht van {{name}}",
      notificationIntro: "{{name}} registreerde via de website een zoekopdracht.",
      confirmationSubject: "Uw zoekopdracht is geregistreerd",
      confirmationIntro:
        "Bedankt. Een makelaar belt u zodra een pand bij uw zoekopdracht past. Dit is wat u zoekt:",
    },
    searches: {
      title: "Mijn zoekopdrachten",
      intro:
        "Vul het e-mailadres en het wachtwoord in die u koos toen u uw zoekopdracht registreerde.",
      show: "Mijn zoekopdrachten tonen",
      delete: "Al mijn zoekopdrachten verwijderen",
      none: "Er is geen zoekopdracht geregistreerd met dit adres.",
      deleted: "Uw zoekopdrachten zijn verwijderd.",
      registered: "Geregistreerd op {{date}}",
      link: "Een zoekopdracht met een wachtwoord geregistreerd? Bekijk of verwijder ze",
    },
  },
  // What every thank-you page and lead mail shares.
  thanks: {
    wayOn: "Intussen",
    home: "Terug naar de startpagina",
    forSale: "Panden te koop",
    forRent: "Panden te huur",
  },
  // docs/requirements.md §14: de nieuwsbrief, met dubbele bevestiging (bedankpagina sign-newsletter).
  newsletter: {
    heading: "Onze nieuwsbrief",
    intro:
      "Nieuwe panden in uw mailbox, hoogstens één keer per maand. U bevestigt per e-mail, en met één klik schrijft u zich uit.",
    email: "Uw e-mail",
    send: "Inschrijven",
    thanks: {
      title: "Kijk in uw mailbox",
      text: "Wij hebben u een e-mail gestuurd: volg de link erin om uw inschrijving te bevestigen. Tot dan sturen wij u niets anders.",
    },
    mail: {
      subject: "Bevestig uw inschrijving op onze nieuwsbrief",
      intro: "Bevestig dat u onze nieuwsbrief op dit adres wilt ontvangen.",
      confirm: "Mijn inschrijving bevestigen",
      notYou:
        "Hebt u dit niet gevraagd? Negeer dan deze e-mail: zonder uw bevestiging ontvangt u niets.",
      unsubscribe: "Uitschrijven",
    },
    confirm: {
      title: "Bevestig uw inschrijving",
      text: "Eén klik, en u ontvangt onze nieuwsbrief.",
      button: "Mijn inschrijving bevestigen",
      done: "U bent ingeschreven op onze nieuwsbrief. Bedankt!",
      invalid:
        "Deze link is niet meer geldig: hij werd al gebruikt of is meer dan 7 dagen oud. U kunt zich hieronder opnieuw inschrijven.",
    },
    unsubscribe: {
      title: "Uitschrijven voor onze nieuwsbrief",
      text: "U ontvangt onze nieuwsbrief niet meer op dit adres.",
      button: "Mij uitschrijven",
      done: "U bent uitgeschreven. U ontvangt geen nieuwsbrieven meer van ons.",
      invalid: "Deze uitschrijflink is niet geldig.",
    },
  },
  // ADR 034: a lead sent without the captcha waits for one click on a mailed link.
  confirmRequest: {
    mail: {
      subject: "Bevestig uw aanvraag",
      intro:
        "Wij hebben via onze website een aanvraag ontvangen met dit e-mailadres. Bevestig ze met de link hieronder: tot dan sturen wij niets anders naar dit adres.",
      link: "Mijn aanvraag bevestigen",
      notYou: "Hebt u niets gestuurd? Negeer dan deze e-mail: wij sturen u niets anders.",
    },
    page: {
      title: "Bevestig uw aanvraag",
      text: "Eén klik, en wij sturen u de bevestiging van uw aanvraag.",
      button: "Mijn aanvraag bevestigen",
      done: "Bedankt: uw aanvraag is bevestigd. De bevestiging is onderweg naar uw mailbox.",
      invalid: "Deze link is niet meer geldig: hij werd al gebruikt of is ouder dan 7 dagen.",
    },
  },
  // ADR 034: the agency's mail when a burst of new recipients pauses mails to visitors.
  mailPaused: {
    subject: "E-mails aan bezoekers gepauzeerd: veel nieuwe adressen tegelijk",
    intro:
      "Meer dan {{max}} e-mails naar adressen die nooit eerder een e-mail kregen, werden binnen {{minutes}} minuten klaargezet: misschien gebruikt iemand de formulieren van de website om onbekenden te mailen.",
    held: "E-mails naar adressen die in de formulieren getypt werden, zijn gepauzeerd en bewaard; uw eigen meldingen gaan door en elke aanvraag wordt opgeslagen.",
    resume:
      "De pauze eindigt vanzelf na {{quiet}} minuten zonder nieuwe adressen; de e-mails die intussen gepauzeerd werden, vertrekken zodra iemand “npm run mail -- resume” op de server uitvoert.",
  },
  mail: {
    name: "Naam",
    replyHint: "Beantwoord deze e-mail om {{name}} rechtstreeks te antwoorden.",
    greeting: "Beste {{name}},",
    greetingWithoutName: "Goedendag,",
    newsletterYes: "Ja",
    newsletterNo: "Nee",
    signature: "Met vriendelijke groeten,",
    visitSite: "Bezoek onze website",
  },
  // docs/requirements.md §14: het contactformulier van de contactpagina, zijn bedankpagina en zijn mails.
  siteContact: {
    heading: "Schrijf ons",
    intro: "Stel ons gerust uw vraag: een makelaar antwoordt u binnen één werkdag.",
    send: "Verstuur mijn bericht",
    thanks: {
      title: "Bedankt voor uw bericht",
      text: "Wij hebben uw bericht ontvangen en u een bevestiging gemaild. Een makelaar neemt binnen één werkdag contact met u op.",
    },
    mail: {
      notificationSubject: "Contactaanvraag van {{name}}",
      notificationIntro: "{{name}} schreef u via het contactformulier van de website.",
      confirmationSubject: "Wij hebben uw bericht ontvangen",
      confirmationIntro:
        "Bedankt voor uw bericht. Een makelaar neemt binnen één werkdag contact met u op.",
    },
  },
  // docs/requirements.md §14: het formulier voor een gratis schatting (bedankpagina contact-demand).
  valuation: {
    heading: "Vraag uw gratis schatting aan",
    intro:
      "Vertel ons over uw pand: een makelaar belt u binnen één werkdag om een bezoek af te spreken.",
    property: "Uw pand",
    you: "Uw gegevens",
    fields: {
      goal: "U wilt",
      goals: { sell: "Het verkopen", let: "Het verhuren" },
      type: "Soort pand",
      typeChoose: "Kies een soort",
      street: "Straat",
      number: "Nummer",
      zip: "Postcode",
      city: "Gemeente",
      bedrooms: "Slaapkamers",
      surface: "Bewoonbare oppervlakte (m²)",
    },
    send: "Mijn schatting aanvragen",
    errors: {
      goal: "Geef aan of u wilt verkopen of verhuren.",
      type: "Kies het soort pand.",
      street: "Vul de straat in.",
      number: "Het nummer is te lang.",
      zip: "Vul de postcode in.",
      zipInvalid: "Vul een postcode in zoals 1050 (of L-1234 in Luxemburg).",
      city: "Vul de gemeente in.",
      bedrooms: "Vul een aantal slaapkamers van 0 tot 30 in.",
      surface: "Vul de oppervlakte in vierkante meter in, als geheel getal.",
    },
    thanks: {
      title: "Bedankt voor uw schattingsaanvraag",
      text: "Wij hebben uw aanvraag ontvangen en u een bevestiging per e-mail gestuurd. Een makelaar belt u binnen één werkdag om een bezoek af te spreken.",
    },
    mail: {
      notificationSubject: "Schattingsaanvraag van {{name}}",
      notificationIntro: "{{name}} vraagt een gratis schatting van zijn of haar pand.",
      confirmationSubject: "Wij hebben uw schattingsaanvraag ontvangen",
      confirmationIntro:
        "Bedankt voor uw schattingsaanvraag. Een makelaar belt u binnen één werkdag om een bezoek af te spreken.",
      address: "Adres",
    },
  },
  // docs/requirements.md §14: het vraagformulier van een nieuwbouwproject (bedankpagina contact-construction).
  projectQuestion: {
    heading: "Een vraag over dit project?",
    intro:
      "De plannen, de afwerking, de opleverdatum, een van de woningen: een makelaar antwoordt binnen één werkdag.",
    unitChoice: "Over",
    unitAll: "Het project in het algemeen",
    unit: "Woning",
    send: "Mijn vraag versturen",
    errors: { unit: "Kies een van de beschikbare woningen van dit project." },
    thanks: {
      title: "Bedankt voor uw interesse in dit project",
      text: "Wij hebben uw vraag ontvangen en u een bevestiging per e-mail gestuurd. Een makelaar antwoordt u binnen één werkdag.",
    },
    mail: {
      notificationSubject: "Vraag over een project van {{name}}",
      notificationIntro:
        "{{name}} heeft via de website een vraag gesteld over dit nieuwbouwproject.",
      confirmationSubject: "Wij hebben uw vraag over het project ontvangen",
      confirmationIntro:
        "Bedankt voor uw interesse in dit project. Een makelaar antwoordt u binnen één werkdag.",
    },
  },
  freeEvaluation: {
    title: "Gratis schatting van uw eigendom",
    description:
      "Een makelaar bezoekt uw woning en bezorgt u een schriftelijke schatting op basis van recente verkopen in de buurt, gratis en vrijblijvend.",
    howItWorks: "Zo gaat het",
    steps: [
      "U vult het formulier in met het adres van uw pand, of u belt ons.",
      "Een makelaar bezoekt het samen met u, op een moment dat u past.",
      "Binnen 48 uur ontvangt u een schriftelijke schatting op basis van recente verkopen in de buurt.",
      "U beslist vrijblijvend of u met ons verkoopt of verhuurt.",
    ],
  },
};
