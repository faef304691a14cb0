// Texts of the owner login and the owner portal (spec §2, §3 Owner portal tables, §6, §8).
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
  // spec §6: the agency's mail when an owner logs in (in the agency's language).
  loginMail: {
    subject: "New login to the owner portal: {{name}}",
    intro: "{{name}} ({{email}}) logged in to the owner portal on {{when}}.",
    check: "If this was not expected, check the owner's account.",
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
