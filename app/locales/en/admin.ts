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
    staff: "Staff",
    audit: "Audit log",
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
