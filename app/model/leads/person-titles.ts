// docs/requirements.md §3 Contact forms: the title a visitor is addressed with. No zod here: the form's chunk reads it.
export const personTitles = ["mr", "ms", "miss"] as const;

export type PersonTitle = (typeof personTitles)[number];
