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
    tooFast: "That went faster than we expected. Please check the form and send it again.",
    rateLimited:
      "You have sent this form several times in a short while. Please try again in a few minutes, or call us.",
    honeypot: "Leave this field empty",
  },
  // The fields every lead form shares (spec §3 Contact forms) and their messages (spec §5, §8).
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
  // What every thank-you page and lead mail shares.
  thanks: {
    wayOn: "In the meantime",
    home: "Back to the home page",
    forSale: "Properties for sale",
    forRent: "Properties for rent",
  },
  mail: {
    name: "Name",
    replyHint: "Reply to this e-mail to answer {{name}} directly.",
    greeting: "Dear {{name}},",
    newsletterYes: "Yes",
    newsletterNo: "No",
    signature: "Kind regards,",
    visitSite: "Visit our website",
  },
  // Issue 14: the "contact the agency" form of the contact page, its thank-you page and its mails.
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
        "Thank you for writing to us. An agent will get back to you within one working day. This is what you sent us:",
    },
  },
  freeEvaluation: {
    title: "Free valuation of your property",
    description:
      "An agent visits your home and gives you a written valuation based on recent sales nearby, free and without commitment.",
    howItWorks: "How it works",
    steps: [
      "You call or write to us with the address of your property.",
      "An agent visits it with you at a time that suits you.",
      "Within 48 hours you receive a written valuation based on recent sales nearby.",
      "You decide, without commitment, whether to sell or let with us.",
    ],
  },
};

export type LeadsMessages = typeof leads;
