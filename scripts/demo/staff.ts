import type { StaffInput } from "#app/services/admin/staff-accounts.server.ts";

// The demo's staff (README "Demo logins", ADR 047): one admin and one agent, with fixed passwords, in
// the site's default language. Their names are the agents of the demo owner's history (./owner.ts).

export const demoStaff = [
  {
    email: "admin@immo-lumiere.example",
    name: "Claire Dumont",
    role: "admin",
    password: "Lumiere-admin-2026",
  },
  {
    email: "agent@immo-lumiere.example",
    name: "Jonas Peeters",
    role: "agent",
    password: "Lumiere-agent-2026",
  },
] as const satisfies readonly (StaffInput & { password: string })[];
