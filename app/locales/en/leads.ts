// Texts of the pages that ask the agency for something: the free valuation (later its form and the
// other lead forms).
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
