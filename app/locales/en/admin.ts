// Texts of the staff desk's shell, navigation, login and status pages (docs/requirements.md §17, ADR 049).
// English defines the shape every other language must match (checked by tsc and messages.test.ts).
export const admin = {
  shell: {
    desk: "Staff desk",
    skipToContent: "Skip to main content",
    menu: "Menu",
    navigation: "Desk",
    account: "Your account",
    logout: "Log out",
    roles: { admin: "Admin", agent: "Agent" },
    publicSite: "Public site",
  },
  nav: {
    dashboard: "Dashboard",
    leads: "Leads",
    people: "People",
    demand: "Demand register",
    newsletter: "Newsletter",
    mail: "Mail",
    sync: "CRM sync",
    owners: "Owners",
    settings: "Settings",
    pages: "Pages",
    collections: "Collections",
    preview: "Preview and publish",
    staff: "Staff",
    audit: "Audit log",
    media: "Media library",
    redirects: "Redirects",
  },
  login: {
    title: "Log in to the staff desk",
    intro: "For the agency's staff. Owners log in on the owner portal.",
    email: "E-mail address",
    password: "Password",
    submit: "Log in",
    failed: "Login failed: the e-mail address or password is not correct.",
    throttled:
      "Too many login attempts. Please wait a quarter of an hour before trying again, or ask an admin.",
    captcha:
      "Many logins are failing right now: please wait for the check to finish, then log in again. It needs JavaScript to be on.",
    wave: "Many logins are failing on this site right now, so your browser solves a short check before logging you in (JavaScript must be on).",
    loggedOut: "You are logged out.",
    ended: "Your session has ended. Please log in again.",
  },
  twoStep: {
    codeTitle: "Two-step login",
    codeIntro:
      "Type the six-digit code your authenticator app shows for this desk, or one of your recovery codes.",
    code: "Code",
    codeHint: "Six digits from the app, or a recovery code like abcd-efgh-ijkl-mnop.",
    submitCode: "Log in",
    wrong: "This code is not correct. Type the code the app shows now, or a recovery code.",
    unreadable:
      "Codes from the app cannot be checked right now. Log in with a recovery code, or ask an admin.",
    throttled: "Too many wrong codes. Please wait a quarter of an hour before trying again.",
    enrolTitle: "Set up two-step login",
    enrolIntro:
      "Admins log in with a second step: after the password, a six-digit code from an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password, Aegis…).",
    scan: "In your authenticator app, add an account and scan this code.",
    qr: "QR code for your authenticator app",
    key: "Or type this key in the app:",
    enter: "Then type the six-digit code the app shows.",
    confirm: "Turn on two-step login",
    wrongSetupCode: "This code is not correct. Type the code the app shows now.",
    codesTitle: "Your recovery codes",
    codesIntro:
      "Two-step login is on. Keep these ten codes somewhere safe, apart from your phone: each lets you log in once without the app. They are shown only now.",
    codesLabel: "Recovery codes",
    continue: "Continue to the desk",
  },
  password: {
    title: "Choose your password",
    intro: "12 characters or more: a sentence is easy to remember and hard to guess.",
    password: "Password",
    passwordRepeat: "Password again",
    submit: "Save my password",
    invalid:
      "This link is no longer valid: it was used already or is more than 24 hours old. Ask an admin for a new one.",
    saved: "Your password is saved: you can log in with it.",
  },
  status: {
    notFound: {
      title: "Page not found",
      text: "This page does not exist in the desk, or your role does not give access to it.",
    },
    error: {
      title: "Something went wrong",
      text: "The page could not be shown. Please try again in a moment; if it keeps happening, tell your admin.",
    },
    backToDashboard: "Back to the dashboard",
  },
};

export type AdminMessages = typeof admin;
