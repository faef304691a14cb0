import { describe, expect, it } from "vitest";
import { adminLead } from "#app/locales/en/admin-lead.ts";
import { leads } from "#app/locales/en/leads.ts";
import { labelledFields } from "./lead-fields.ts";

// docs/requirements.md §17 "Leads": a lead's answers as the desk shows them, in the staff member's words.
describe("a lead's answers in the desk", () => {
  const texts = { leads, adminLead };
  const shown = (fields: Parameters<typeof labelledFields>[1]) =>
    labelledFields("contact-appointment", fields, "en", texts).map((field) => field.value);

  it("reads a ticked box as a yes, whether stored as true or as the browser's 'on'", () => {
    expect(shown({ privacy: true, newsletter: false, conditions: "on" })).toEqual([
      "Yes",
      "No",
      "Yes",
    ]);
  });

  it("reads a visit's slot and title in words", () => {
    expect(shown({ title: "ms", slot: "14:00-16:00" })).toEqual(["Ms", "14:00 to 16:00"]);
  });
});
