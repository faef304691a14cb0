import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { languages } from "#app/i18n/languages.ts";
import type { LeadForCrm } from "#app/model/crm/crm-delivery.ts";
import type { LeadFields, LeadForm } from "#app/model/leads/lead.ts";
import { NotForOmnicasa, type OmnicasaFacts, omnicasaCall } from "./omnicasa-call.server.ts";

// Issue 28 "Done means": each form's call and body, one golden file per form and language
// (tests/golden/omnicasa; `UPDATE_GOLDEN=1 npx vitest run --project unit <this file>` writes them anew after a
// deliberate change, then `npx biome check --write tests/golden`). Compared as JSON, not as text.

function expectGolden(name: string, value: unknown): void {
  const path = join(import.meta.dirname, "../../../tests/golden/omnicasa", `${name}.json`);
  if (process.env.UPDATE_GOLDEN) writeFileSync(path, JSON.stringify(value));
  expect(value).toEqual(JSON.parse(readFileSync(path, "utf8")));
}

const person: LeadFields = {
  title: "ms",
  firstName: "Anne",
  lastName: "Dupont",
  email: "anne@example.be",
  phone: "0475 12 34 56",
  privacy: true,
  newsletter: true,
};

type FormLead = { form: LeadForm; propertyId?: number; fields: LeadFields };

const forms: Record<string, FormLead> = {
  "contact-me": {
    form: "contact-me",
    propertyId: 4711,
    fields: { ...person, remark: "Is the garden south-facing?" },
  },
  "contact-appointment": {
    form: "contact-appointment",
    propertyId: 4711,
    fields: { ...person, day: "2026-12-03", slot: "10:00-10:30", conditions: "on" },
  },
  "document-request": {
    form: "document-request",
    propertyId: 4711,
    fields: { ...person, newsletter: false },
  },
  "contact-demand": {
    form: "contact-demand",
    fields: {
      ...person,
      goal: "sell",
      type: "2",
      street: "Rue de la Station",
      number: "12",
      zip: "1380",
      city: "Lasne",
      bedrooms: 3,
      surface: 180,
    },
  },
  "site-contact": {
    form: "site-contact",
    fields: { ...person, title: "mr", remark: "Do you manage rentals?" },
  },
  "contact-construction": {
    form: "contact-construction",
    propertyId: 5120,
    fields: { ...person, project: 900, remark: "When are the homes ready?" },
  },
  "demand-register": {
    form: "demand-register",
    fields: {
      ...person,
      goal: "rent",
      types: ["1", "2", "99"],
      zones: ["1380 Lasne", "1300 Wavre"],
      budgetMin: 900,
      budgetMax: 1400,
      bedrooms: 2,
      account: false,
    },
  },
  "sign-newsletter": {
    form: "sign-newsletter",
    fields: { email: "anne@example.be", privacy: true },
  },
};

const facts: OmnicasaFacts = {
  ids: { sourceId: 5, siteId: 12, officeId: 3 },
  propertyId: 4711,
  types: new Map([
    [1, "House"],
    [2, "Flat"],
  ]),
  // The CRM's type list maps House (two types under WebID 1) and a type the catalogue no longer has (77).
  typeIds: new Map([
    [1, [10, 11]],
    [77, [70]],
  ]),
};

function lead(
  { form, propertyId, fields }: FormLead,
  language: LeadForCrm["language"],
): LeadForCrm {
  return {
    id: 41,
    form,
    language,
    propertyId: propertyId ?? null,
    fields,
    source: {
      utm: { utm_source: "immoweb", utm_medium: "cpc", utm_campaign: "autumn" },
      gclid: "Cj0KCQ",
      landingPage: "/fr/a-vendre/?utm_source=immoweb",
    },
    createdAt: new Date("2026-11-28T09:00:00Z"),
  };
}

describe("omnicasaCall", () => {
  for (const [name, form] of Object.entries(forms)) {
    for (const language of languages) {
      it(`maps ${name} in ${language} to its golden call`, () => {
        expectGolden(
          `${name}.${language}`,
          omnicasaCall({ kind: "lead", lead: lead(form, language) }, facts),
        );
      });
    }
  }

  it("unsubscribes by finding the person by e-mail first", () => {
    const at = new Date("2026-11-28T09:00:00Z");
    const call = omnicasaCall(
      { kind: "unsubscribe", email: "anne@example.be", language: "nl", at },
      facts,
    );
    expectGolden("unsubscribe.nl", call);
  });

  it("names a property the catalogue no longer holds instead of sending its id", () => {
    const { body } = omnicasaCall(
      { kind: "lead", lead: lead(forms["contact-me"] as FormLead, "en") },
      { ...facts, propertyId: undefined },
    );
    expect(body.ObjectID).toBeUndefined();
    expect(body.Content).toBe(
      "Property: 4711 is no longer in the catalogue.\n\nIs the garden south-facing?",
    );
  });

  it("sends no tracking parameters without a consented source, and no ids the configuration lacks", () => {
    const { body } = omnicasaCall(
      { kind: "lead", lead: { ...lead(forms["site-contact"] as FormLead, "fr"), source: null } },
      { ...facts, ids: {} },
    );
    expect(body).not.toHaveProperty("MarketingTrackingParameters");
    expect(body).not.toHaveProperty("SourceId");
    expect(body).not.toHaveProperty("SiteId");
    expect(body).not.toHaveProperty("OfficeID");
  });

  it("keeps the same body for every attempt, with our lead id and the merge flag", () => {
    const delivery = {
      kind: "lead",
      lead: lead(forms["demand-register"] as FormLead, "nl"),
    } as const;
    const first = omnicasaCall(delivery, facts);
    expect(omnicasaCall(delivery, facts)).toEqual(first);
    expect(first.body).toMatchObject({ CustomStr1: "lead-41", IsMergedDemandIfExisting: true });
  });

  it("sends the CRM's type ids of the chosen types that map, and names the others and the towns", () => {
    const search = lead(forms["demand-register"] as FormLead, "en");
    const { body } = omnicasaCall(
      { kind: "lead", lead: { ...search, fields: { ...search.fields, types: ["1", "2", "77"] } } },
      facts,
    );
    expect(body).toMatchObject({ TypeOfPropertyIDs: [10, 11, 70], WebIDs: [1, 2] });
    expect(body.DemandComment).toMatch(/^Types of property: Flat\nTowns: 1380 Lasne, 1300 Wavre\n/);
    expect(body).not.toHaveProperty("GeographicIDs");
  });

  it("without a type list from the CRM, sends the types as WebIDs and names them all", () => {
    const { body } = omnicasaCall(
      { kind: "lead", lead: lead(forms["demand-register"] as FormLead, "en") },
      { ...facts, typeIds: new Map() },
    );
    expect(body).not.toHaveProperty("TypeOfPropertyIDs");
    expect(body).toMatchObject({ WebIDs: [1, 2] });
    expect(body.DemandComment).toMatch(/^Types of property: House, Flat, WebID 99\n/);
  });

  it("refuses a property sent to a friend: not a lead for the CRM", () => {
    const friend = {
      ...lead(forms["contact-me"] as FormLead, "en"),
      form: "send-to-friend" as const,
    };
    expect(() => omnicasaCall({ kind: "lead", lead: friend }, facts)).toThrow(NotForOmnicasa);
  });
});
