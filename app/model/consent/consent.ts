// docs/requirements.md §3 Consent record, §4: a necessary flag that is always true, plus the four Google Consent Mode v2
// flags. Unset until the visitor agrees all, declines all or saves a choice per category.

export const consentFlags = [
  "analytics_storage",
  "ad_storage",
  "ad_user_data",
  "ad_personalization",
] as const;

export type ConsentFlag = (typeof consentFlags)[number];

export type Consent = { necessary: true } & Record<ConsentFlag, boolean>;

/** How long a choice is kept when the site configuration does not say (docs/requirements.md §9: lifetimes in days). */
export const defaultExpiryDays = 180;
/** The cookie's value: a format version, then one digit per flag in `consentFlags` order ("1.1010"). */
const cookieValue = /^1\.[01]{4}$/;

const withAll = (granted: boolean): Consent => ({
  necessary: true,
  ...(Object.fromEntries(consentFlags.map((flag) => [flag, granted])) as Record<
    ConsentFlag,
    boolean
  >),
});

export const agreeAll = (): Consent => withAll(true);
export const declineAll = (): Consent => withAll(false);

export const consentChoices = ["agree-all", "decline-all", "save"] as const;

/**
 * The visitor's choice as the dialog sends it; flags are checkboxes, present when ticked. The server
 * validates it (consent-choice.ts); this module stays free of zod, as the dialog ships to every page.
 */
export type ConsentChoice = { choice: (typeof consentChoices)[number] } & Partial<
  Record<ConsentFlag, "on">
>;

export function isConsentChoice(value: unknown): value is ConsentChoice["choice"] {
  return consentChoices.some((choice) => choice === value);
}

export function consentOfChoice(choice: ConsentChoice): Consent {
  if (choice.choice === "agree-all") return agreeAll();
  if (choice.choice === "decline-all") return declineAll();
  const consent = declineAll();
  for (const flag of consentFlags) consent[flag] = choice[flag] === "on";
  return consent;
}

export function serializeConsent(consent: Consent): string {
  return `1.${consentFlags.map((flag) => (consent[flag] ? "1" : "0")).join("")}`;
}

export function parseConsent(value: string | undefined): Consent | undefined {
  if (value === undefined || !cookieValue.test(value)) return undefined;
  const digits = value.slice(2);
  const consent = declineAll();
  consentFlags.forEach((flag, index) => {
    consent[flag] = digits[index] === "1";
  });
  return consent;
}

/**
 * The consent cookie as the dialog writes it itself at the click (document.cookie), before its post
 * reaches the server: a page opened at once already knows the choice. Same name, value and attributes as
 * the server's Set-Cookie (app/http/cookies.server.ts), which then replaces it with its HttpOnly twin.
 */
export function consentCookieText(consent: Consent, expiryDays: number, secure: boolean): string {
  const name = secure ? "__Host-consent" : "consent";
  const attributes = `Path=/; Max-Age=${expiryDays * 86_400}; SameSite=Lax${secure ? "; Secure" : ""}`;
  return `${name}=${serializeConsent(consent)}; ${attributes}`;
}

/** docs/requirements.md §2 Cookie dialog: it appears on a first visit unless the path contains "preview". */
export function asksConsent(consent: Consent | undefined, pathname: string): boolean {
  return !consent && !pathname.toLowerCase().includes("preview");
}
