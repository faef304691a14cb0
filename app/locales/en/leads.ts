// Texts of the pages that ask the agency for something: the free valuation (later its form and the
// other lead forms).
// English defines the shape every other language must match (checked by tsc and messages.test.ts).
export const leads = {
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
