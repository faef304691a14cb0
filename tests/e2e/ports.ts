// The ports of one end-to-end run: playwright.config.ts starts its servers on them, and the specs reach
// the second site and the mail list through them. E2E_PORT, then the next three, unless each is given.
export const port = Number(process.env.E2E_PORT ?? 3210);
// The same agency keeping sold and rented properties in its lists (tests/e2e/listing-stamps.spec.ts).
export const soldListedPort = Number(process.env.E2E_SOLD_PORT ?? port + 1);
// A real SMTP server receives the site's mails; its HTTP side lists them for the specs (tests/e2e/mails.ts).
export const smtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 2);
export const mailListPort = Number(process.env.E2E_MAIL_PORT ?? port + 3);
// A new agency's site: migrated, a snapshot imported, one admin, nothing else (new-agency.spec.ts).
export const newAgencyPort = Number(process.env.E2E_NEW_PORT ?? port + 4);
