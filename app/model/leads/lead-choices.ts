// The fixed choices of the lead forms, without zod: the forms' browser chunks read them too.

/** Free valuation: sell or let (docs/requirements.md §5 "goal"). */
export const valuationGoals = ["sell", "let"] as const;

/** Demand register: buy or rent (docs/requirements.md §5 "goal (buy or rent)"). */
export const demandGoals = ["buy", "rent"] as const;
