// Texts of the owner login and the owner portal (docs/requirements.md §2, §3 Owner portal tables, §6, §8).
// English defines the shape every other language must match (checked by tsc and messages.test.ts).
export const owners = {
  login: {
    title: "Owner login",
    description:
      "Owners of a property we sell or let follow its visits, contacts and publications here.",
    intro:
      "Follow how your property is doing: visits to its page, contacts, viewings and where it is published.",
    login: "E-mail address or username",
    password: "Password",
    submit: "Log in",
    failed: "Login failed: the username or password is not correct.",
    throttled:
      "Too many login attempts. Please wait a quarter of an hour before trying again, or call us.",
    loggedOut: "You are logged out.",
    ended: "Your session has ended. Please log in again.",
  },
  // ADR 035: while many logins fail across the site, every login solves a captcha, and a
  // right password from a device not used before asks for a code sent by e-mail.
  wave: {
    notice:
      "Many logins are failing on our site right now, so we take extra care: your browser solves a short check before logging you in (JavaScript must be on), and from a device you have not used here before we e-mail you a code.",
    captcha:
      "Please wait for the check to finish, then log in again. It needs JavaScript to be on in your browser.",
    codeTitle: "Code sent by e-mail",
    codeIntro:
      "You are logging in from a device you have not used here before. We have sent a six-digit code to your e-mail address: type it here within 10 minutes.",
    codeLabel: "Code from the e-mail",
    wrongCode:
      "This code is not correct, or no longer valid. Type the six digits of the latest e-mail.",
    mail: {
      subject: "Your login code: {{code}}",
      intro:
        "Someone, hopefully you, typed your password on the owner portal from a new device. To log in, type this code within 10 minutes:",
      notYou:
        'Was this not you? Then your password is known to someone else: choose a new one with "Forgotten your password?" on the login page.',
    },
  },
  // docs/requirements.md §6: the agency's mail when an owner logs in (in the agency's language).
  loginMail: {
    subject: "New login to the owner portal: {{name}}",
    intro: "{{name}} ({{email}}) logged in to the owner portal on {{when}}.",
    check: "If this was not expected, check the owner's account.",
  },
  // docs/requirements.md §15: the forgotten password, by a single-use link valid one hour.
  passwordReset: {
    forgotLink: "Forgotten your password?",
    requestTitle: "Forgotten password",
    requestIntro:
      "Enter your e-mail address or username: we send you a link to choose a new password, valid for one hour.",
    requestSend: "Send me a link",
    requestSent:
      "If an account matches, we have sent a link to its e-mail address. It is valid for one hour.",
    resetTitle: "Choose a new password",
    resetIntro: "12 characters or more: a sentence is easy to remember and hard to guess.",
    password: "New password",
    passwordRepeat: "New password again",
    resetSend: "Save my new password",
    done: "Your new password is saved: you can log in with it.",
    invalid: "This link is no longer valid: it has expired or was used already. Ask for a new one.",
    errors: {
      login: "Please enter your e-mail address or username.",
      short: "The password needs 12 characters or more.",
      common: "This password is too easy to guess: please choose another one.",
      differ: "The two passwords do not match.",
      link: "This link is not valid.",
    },
    mail: {
      subject: "Choose a new password",
      intro:
        "You asked to choose a new password for the owner portal. The link below works once, for one hour.",
      button: "Choose my new password",
      notYou: "Did you not ask for it? Then ignore this e-mail: your password stays as it is.",
    },
  },
  // docs/requirements.md §15 "optional second factor": a code from an authenticator app after the password.
  secondFactor: {
    link: "Login security",
    title: "Login security",
    description: "A second step at login: a code from an authenticator app on your phone.",
    intro:
      "Add a second step to your login: after your password, a six-digit code from an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password, Aegis…). Someone who learns your password still cannot log in.",
    off: "Two-step login is off.",
    start: "Set up two-step login",
    scan: "In your authenticator app, add an account and scan this code.",
    qr: "QR code to scan with your authenticator app",
    key: "Cannot scan it? Type this key in the app instead:",
    enter: "Then type the six-digit code the app shows.",
    code: "Code from the app",
    confirm: "Turn on two-step login",
    cancel: "Cancel",
    on: "Two-step login is on since {{date}}.",
    codesLeft_one: "{{count}} recovery code left.",
    codesLeft_other: "{{count}} recovery codes left.",
    codesHeading: "Your recovery codes",
    codesIntro:
      "Each code logs you in once when your phone is not at hand. Keep them somewhere safe, printed or in a password manager: they are shown only now.",
    renewHeading: "New recovery codes",
    renewIntro: "Lost your codes, or used most of them? New ones replace all the old ones.",
    renew: "Make new recovery codes",
    disableHeading: "Turn off two-step login",
    disableIntro: "Your password alone will log you in again.",
    disable: "Turn off two-step login",
    password: "Your password",
    turnedOff: "Two-step login is off: your password alone logs you in.",
    loginTitle: "Login code",
    loginIntro:
      "Your account asks for a second step. Type the six-digit code your authenticator app shows now, or one of your recovery codes.",
    loginCode: "Code from the app or recovery code",
    loginSubmit: "Log in",
    errors: {
      code: "Please type the code from your app, or a recovery code.",
      appCode: "Please type the six digits the app shows.",
      wrong: "This code is not correct, or was used already. Type the code the app shows now.",
      password: "Please type your password.",
      passwordWrong: "This password is not correct.",
      unreadable:
        "Your code cannot be checked just now. Please try again later or call the agency.",
    },
  },
  // ADR 036: the owner's open sessions on the login security page.
  sessions: {
    heading: "Where you are logged in",
    intro:
      "Your owner portal is open on these devices. End any session you do not recognise: it is logged out at once.",
    device: "{{browser}} on {{system}}",
    unknownBrowser: "Unknown browser",
    unknownSystem: "an unknown device",
    thisDevice: "This device",
    address: "IP address",
    started: "Logged in",
    seen: "Last active",
    end: "End this session",
    endOthers: "Log out everywhere else",
    ended_one: "{{count}} session ended.",
    ended_other: "{{count}} sessions ended.",
    noneEnded: "No other session was open.",
  },
  portal: {
    agent: "Your agent: {{name}}",
    title: "Your properties",
    greeting: "Welcome, {{name}}",
    logout: "Log out",
    none: "No property is linked to your account yet. Your agent can link it for you.",
    open: "Visits and history",
    reference: "Ref. {{id}}",
    contactHeading: "Your contact at the agency",
    back: "All your properties",
  },
  stats: {
    heading: "Visits to the property's page",
    asTable: "The same figures as a table",
    today: "Today",
    week: "This week",
    month: "This month",
    total: "In total",
    chartTitle: "Visits over the last 30 days",
    chartDescription:
      "Visits per day from {{from}} to {{to}}: {{total}} in all, at most {{max}} in one day.",
    day: "Day",
    visits: "Visits",
    bySource: "Visits by source",
    sources: { website: "Our website", newsletter: "Newsletter" },
    source: "Source",
  },
  history: {
    communications: "Communications",
    onlineMedia: "Online media",
    calendarVisits: "Viewings",
    date: "Date",
    type: "Type",
    contact: "Contact",
    subject: "Subject",
    comment: "Comment",
    status: "Status",
    medium: "Where published",
    since: "Since",
    none: "Nothing yet.",
  },
};

export type OwnersMessages = typeof owners;
