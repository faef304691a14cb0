// Texts of the pages that ask the agency for something: the contact form, the free valuation (later
// its form and the other lead forms).
// English defines the shape every other language must match (checked by tsc and messages.test.ts).
export const leads = {
  guard: {
    label: "Spam check",
    idle: "Runs by itself while you fill in the form.",
    solving: "Checking that a person is writing…",
    solved: "Checked. Thank you.",
    captchaRequired:
      "The captcha is required: one moment, your message is sent as soon as the check is done.",
    failed: "The check could not run. You can still send the form: we read every message.",
    retry: "Try the check again",
    captchaInvalid: "The captcha is not correct. Please send the form again.",
    formExpired: "This form was opened a long time ago. Please check it and send it again.",
    tooFast: "That went faster than we expected. Please check the form and send it again.",
    rateLimited:
      "You have sent this form several times in a short while. Please try again in a few minutes, or call us.",
    honeypot: "Leave this field empty",
  },
  // docs/requirements.md §14: the property page's "ask about this property" form (thank-you page contact-me).
  question: {
    heading: "Ask a question",
    intro:
      "About this property: the visits, the charges, the neighbourhood. An agent answers within one working day.",
    remark: "Your question",
    send: "Send my question",
    thanks: {
      title: "Thank you for your question",
      text: "We have received your question and sent you a confirmation by e-mail. An agent answers you within one working day.",
    },
    mail: {
      notificationSubject: "Question about a property from {{name}}",
      notificationIntro: "{{name}} asked a question about this property through the website.",
      confirmationSubject: "We have received your question",
      confirmationIntro:
        "Thank you for your question about this property. An agent answers you within one working day.",
    },
  },
  // docs/requirements.md §14: the property page's "book a visit" form (thank-you page contact-appointment).
  visit: {
    heading: "Book a visit",
    intro:
      "Choose a day and a time that suit you: an agent confirms the appointment by phone or e-mail.",
    day: "Day",
    dayHint: "From {{first}} to {{last}}.",
    slot: "Time",
    slotLabel: "{{from}} to {{to}}",
    conditions: {
      title: "To rent this property",
      income: "A net monthly income of at least {{amount}} ({{times}} times the rent)",
      incomeWithoutAmount: "A net monthly income of at least {{times}} times the rent",
      persons: "At most {{count}} persons living in it",
      confirm: "I meet these conditions",
    },
    send: "Ask for this visit",
    errors: {
      day: "Please choose a day.",
      dayIncomplete: "Please enter a complete date.",
      outOfRange: "Please choose a day from tomorrow within the days offered.",
      full: "The appointments are full on that day. Please choose another day.",
      slot: "Please choose one of the times offered that day.",
      conditions: "Please confirm that you meet the conditions to rent this property.",
    },
    thanks: {
      title: "Thank you for your visit request",
      text: "We have received your request and sent you a confirmation by e-mail. An agent confirms the appointment with you by phone or e-mail.",
    },
    mail: {
      notificationSubject: "Visit request from {{name}}",
      notificationIntro: "{{name}} would like to visit this property.",
      confirmationSubject: "We have received your visit request",
      confirmationIntro:
        "Thank you for your visit request. An agent confirms the appointment with you by phone or e-mail. This is what you asked for:",
      when: "Requested visit",
      conditions: "Meets the rental conditions",
    },
  },
  // docs/requirements.md §14: "send this property to a friend" (thank-you page send-to-friend).
  sendToFriend: {
    heading: "Send it to a friend",
    intro: "We send them this property by e-mail, with your message, from the agency's address.",
    fields: {
      friendEmail: "Your friend's e-mail",
      message: "Your message",
      messageHint: "Plain text, 500 characters at most, without web addresses.",
    },
    noScript:
      "This form needs JavaScript for its spam check. Without it, share the property by e-mail or another app:",
    shareLinks: "the share links of this page",
    send: "Send to my friend",
    errors: {
      link: "Please leave out web addresses and e-mail addresses: your friend receives plain text only.",
      captcha:
        "This form needs its spam check, which runs with JavaScript. Without it, share the property with the links under “Share” on this page.",
      limit:
        "We cannot send this property to more friends from here today. Please share it with the links under “Share” on this page.",
      friendEmailMissing: "Please enter your friend's e-mail address.",
      friendEmail: "Your friend's e-mail address is not valid.",
      message: "Your message is too long (500 characters at most).",
    },
    thanks: {
      title: "Your friend will receive it",
      text: "We have sent the property to your friend by e-mail, with your message, and a copy to you.",
    },
    friendSubject: "{{name}} thinks this property may interest you",
    friendIntro: "{{name}} came across this property on our website and wanted you to see it.",
    friendClosing: "If you would like to visit it, simply answer this e-mail or call us.",
    mail: {
      notificationSubject: "{{name}} sent a property to a friend",
      notificationIntro: "{{name}} sent this property to a friend through the website.",
      confirmationSubject: "Your friend will receive the property",
      confirmationIntro: "We have sent this property to your friend. This is what we sent:",
    },
  },
  // docs/requirements.md §14: "request the documents" of a property (a message in place, no thank-you page).
  documents: {
    heading: "Receive the documents",
    intro: "We e-mail you this property's documents at once:",
    send: "Send me the documents",
    sent: "The documents are on their way: look in your inbox (and in your spam folder, just in case).",
    errors: {
      none: "No documents were found for this property.",
      already:
        "The documents were already requested for this property with this e-mail address: look in your inbox.",
    },
    mail: {
      notificationSubject: "{{name}} asked for a property's documents",
      notificationIntro: "{{name}} received this property's documents through the website.",
      confirmationSubject: "The documents of the property you asked for",
      confirmationIntro: "Here are the documents of this property, as you asked:",
      sent: "Documents sent",
    },
  },
  // The fields every lead form shares (docs/requirements.md §3 Contact forms) and their messages (§5, §8).
  form: {
    fields: {
      title: "Title",
      titles: { mr: "Mr", ms: "Ms", miss: "Miss" },
      firstName: "First name",
      lastName: "Last name",
      email: "E-mail",
      phone: "Phone",
      remark: "Your message",
      privacy: "I agree that the agency uses my details to answer me",
      privacyHint: "How we handle your details: our {{link}}.",
      privacyLink: "privacy statement",
      newsletter: "Send me the newsletter with new properties",
    },
    optional: "optional",
    errors: {
      title: "Please choose your title.",
      firstName: "Please enter your first name.",
      lastName: "Please enter your last name.",
      emailMissing: "Please enter your e-mail address.",
      email: "This e-mail address is not valid.",
      phone: "Please enter your phone number.",
      phoneInvalid: "Enter a phone number like 0475 12 34 56.",
      remark: "Your message is too long (2,000 characters at most).",
      privacy: "Please accept the privacy statement so that we can answer you.",
      notSent: "Your message could not be sent, please try again.",
    },
  },
  // docs/requirements.md §14: the demand register (§2 /demand-register/, thank-you page demand-register).
  demandRegister: {
    title: "Register your search",
    description:
      "Tell us what you are looking for: we send you the properties that match, often before they are online.",
    heading: "What are you looking for?",
    intro: "An agent reads every search and calls you as soon as something fits.",
    what: "Your search",
    you: "About you",
    account: "An account, if you wish",
    accountIntro:
      "With a password you can see and delete your searches later. Leave it empty if you do not need that.",
    fields: {
      goal: "You would like to",
      goals: { buy: "Buy", rent: "Rent" },
      types: "Types of property",
      zones: "Towns",
      zonesHint: "Choose one or more.",
      budget: "Budget",
      budgetMin: "Budget from (€)",
      budgetMax: "Budget up to (€)",
      bedrooms: "Bedrooms, at least",
      password: "Password",
      passwordHint: "10 characters or more.",
      passwordRepeat: "Password again",
    },
    from: "from",
    to: "up to",
    send: "Register my search",
    errors: {
      goal: "Please say whether you would like to buy or rent.",
      types: "Please choose at least one type of property.",
      zones: "Please choose at least one town.",
      zonesMany: "Please choose 30 towns at most.",
      budget: "Enter the budget in euros, as a whole number.",
      budgetOrder: "The highest budget must not be below the lowest.",
      bedrooms: "Enter a number of bedrooms from 0 to 10.",
      passwordShort: "The password needs 10 characters or more.",
      passwordsDiffer: "The two passwords do not match.",
      passwordMissing: "Please enter your password.",
      signIn: "This e-mail address and password do not match.",
    },
    thanks: {
      title: "Your search is registered",
      text: "We have sent you a confirmation by e-mail. An agent calls you as soon as a property fits your search.",
    },
    mail: {
      notificationSubject: "New search registered by {{name}}",
      notificationIntro: "{{name}} registered a search through the website.",
      confirmationSubject: "Your search is registered",
      confirmationIntro:
        "Thank you. An agent calls you as soon as a property fits your search. This is what you are looking for:",
    },
    searches: {
      title: "My searches",
      intro: "Enter the e-mail address and the password you chose when you registered your search.",
      show: "Show my searches",
      delete: "Delete all my searches",
      none: "No search is registered with this address.",
      deleted: "Your searches are deleted.",
      registered: "Registered on {{date}}",
      link: "Registered a search with a password? See or delete it",
    },
  },
  // What every thank-you page and lead mail shares.
  thanks: {
    wayOn: "In the meantime",
    home: "Back to the home page",
    forSale: "Properties for sale",
    forRent: "Properties for rent",
  },
  // docs/requirements.md §14: the newsletter, with double opt-in (thank-you page sign-newsletter).
  newsletter: {
    heading: "Our newsletter",
    intro:
      "New properties in your inbox, once a month at most. You confirm by e-mail, and one click unsubscribes.",
    email: "Your e-mail",
    send: "Subscribe",
    thanks: {
      title: "Check your inbox",
      text: "We have sent you an e-mail: follow its link to confirm your subscription. Until then we send you nothing else.",
    },
    mail: {
      subject: "Please confirm your subscription to our newsletter",
      intro: "Please confirm that you would like to receive our newsletter at this address.",
      confirm: "Confirm my subscription",
      notYou:
        "Did you not ask for it? Then ignore this e-mail: without your confirmation you receive nothing.",
      unsubscribe: "Unsubscribe",
    },
    confirm: {
      title: "Confirm your subscription",
      text: "One click, and you receive our newsletter.",
      button: "Confirm my subscription",
      done: "You are subscribed to our newsletter. Thank you!",
      invalid:
        "This link is no longer valid: it was used already or is more than 7 days old. You can subscribe again below.",
    },
    unsubscribe: {
      title: "Unsubscribe from our newsletter",
      text: "You will no longer receive our newsletter at this address.",
      button: "Unsubscribe",
      done: "You are unsubscribed. You will receive no more newsletters from us.",
      invalid: "This unsubscribe link is not valid.",
    },
  },
  // ADR 034: a lead sent without the captcha waits for one click on a mailed link.
  confirmRequest: {
    mail: {
      subject: "Please confirm your request",
      intro:
        "We have received a request sent from our website with this e-mail address. Please confirm it with the link below: until then we send nothing else to this address.",
      link: "Confirm my request",
      notYou: "Did you not send it? Then ignore this e-mail: we will send you nothing else.",
    },
    page: {
      title: "Confirm your request",
      text: "One click, and we send you the confirmation of your request.",
      button: "Confirm my request",
      done: "Thank you: your request is confirmed. Its confirmation is on its way to your inbox.",
      invalid: "This link is no longer valid: it was used already or is more than 7 days old.",
    },
  },
  // ADR 034: the agency's mail when a burst of new recipients pauses mails to visitors.
  mailPaused: {
    subject: "Mails to visitors paused: many new addresses at once",
    intro:
      "More than {{max}} mails to addresses never mailed before were queued within {{minutes}} minutes: someone may be using the website's forms to send mail to strangers.",
    held: "Mails to addresses typed in the forms are paused and kept; your own notifications go on, and every lead is stored.",
    resume:
      "The pause ends by itself after {{quiet}} minutes without new addresses; the mails paused meanwhile are sent once someone runs “npm run mail -- resume” on the server.",
  },
  mail: {
    name: "Name",
    replyHint: "Reply to this e-mail to answer {{name}} directly.",
    greeting: "Dear {{name}},",
    greetingWithoutName: "Hello,",
    newsletterYes: "Yes",
    newsletterNo: "No",
    signature: "Kind regards,",
    visitSite: "Visit our website",
  },
  // docs/requirements.md §14: the "contact the agency" form of the contact page, its thank-you page and its mails.
  siteContact: {
    heading: "Write to us",
    intro: "Ask us anything: an agent answers you within one working day.",
    send: "Send my message",
    thanks: {
      title: "Thank you for your message",
      text: "We have received your message and sent you a confirmation by e-mail. An agent will get back to you within one working day.",
    },
    mail: {
      notificationSubject: "Contact request from {{name}}",
      notificationIntro: "{{name}} wrote to you through the contact form of the website.",
      confirmationSubject: "We have received your message",
      confirmationIntro:
        "Thank you for writing to us. An agent will get back to you within one working day.",
    },
  },
  // docs/requirements.md §14: the free-valuation form (thank-you page contact-demand).
  valuation: {
    heading: "Ask for your free valuation",
    intro:
      "Tell us about your property: an agent calls you within one working day to agree on a visit.",
    property: "Your property",
    you: "About you",
    fields: {
      goal: "You would like to",
      goals: { sell: "Sell it", let: "Let it" },
      type: "Type of property",
      typeChoose: "Choose a type",
      street: "Street",
      number: "Number",
      zip: "Postal code",
      city: "Town",
      bedrooms: "Bedrooms",
      surface: "Living area (m²)",
    },
    send: "Ask for my valuation",
    errors: {
      goal: "Please say whether you would like to sell or let.",
      type: "Please choose the type of property.",
      street: "Please enter the street.",
      number: "The number is too long.",
      zip: "Please enter the postal code.",
      zipInvalid: "Enter a postal code like 1050 (or L-1234 in Luxembourg).",
      city: "Please enter the town.",
      bedrooms: "Enter a number of bedrooms from 0 to 30.",
      surface: "Enter the area in square metres, as a whole number.",
    },
    thanks: {
      title: "Thank you for your valuation request",
      text: "We have received your request and sent you a confirmation by e-mail. An agent calls you within one working day to agree on a visit.",
    },
    mail: {
      notificationSubject: "Valuation request from {{name}}",
      notificationIntro: "{{name}} asks for a free valuation of their property.",
      confirmationSubject: "We have received your valuation request",
      confirmationIntro:
        "Thank you for your valuation request. An agent calls you within one working day to agree on a visit.",
      address: "Address",
    },
  },
  // docs/requirements.md §14: the new-build project's question form (thank-you page contact-construction).
  projectQuestion: {
    heading: "Ask about this project",
    intro:
      "The plans, the finishes, the delivery date, one of its homes: an agent answers within one working day.",
    unitChoice: "About",
    unitAll: "The project in general",
    unit: "Home",
    send: "Send my question",
    errors: { unit: "Please choose one of this project's homes on offer." },
    thanks: {
      title: "Thank you for your interest in this project",
      text: "We have received your question and sent you a confirmation by e-mail. An agent answers you within one working day.",
    },
    mail: {
      notificationSubject: "Question about a project from {{name}}",
      notificationIntro: "{{name}} asked about this new-build project through the website.",
      confirmationSubject: "We have received your question about the project",
      confirmationIntro:
        "Thank you for your interest in this project. An agent answers you within one working day.",
    },
  },
  freeEvaluation: {
    title: "Free valuation of your property",
    description:
      "An agent visits your home and gives you a written valuation based on recent sales nearby, free and without commitment.",
    howItWorks: "How it works",
    steps: [
      "You fill in the form with the address of your property, or call us.",
      "An agent visits it with you at a time that suits you.",
      "Within 48 hours you receive a written valuation based on recent sales nearby.",
      "You decide, without commitment, whether to sell or let with us.",
    ],
  },
};

export type LeadsMessages = typeof leads;
