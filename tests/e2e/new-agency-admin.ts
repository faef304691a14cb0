// The first admin of the new agency's site (new-agency-site.ts adds them, new-agency.spec.ts logs in).
export const newAgencyAdmin = { email: "owner@new-agency.example", password: "New-agency-2026!" };
