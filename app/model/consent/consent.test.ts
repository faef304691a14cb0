import { describe, expect, it } from "vitest";
import {
  agreeAll,
  asksConsent,
  consentOfChoice,
  declineAll,
  parseConsent,
  serializeConsent,
} from "./consent.ts";
import { consentChoiceSchema } from "./consent-choice.ts";

const choice = (form: Record<string, string>) => consentOfChoice(consentChoiceSchema.parse(form));

describe("consent choices (docs/requirements.md §4)", () => {
  it("agree all grants every flag", () => {
    expect(choice({ choice: "agree-all" })).toEqual({
      necessary: true,
      analytics_storage: true,
      ad_storage: true,
      ad_user_data: true,
      ad_personalization: true,
    });
  });

  it("decline all denies every flag but the necessary one", () => {
    expect(choice({ choice: "decline-all", analytics_storage: "on" })).toEqual({
      necessary: true,
      analytics_storage: false,
      ad_storage: false,
      ad_user_data: false,
      ad_personalization: false,
    });
  });

  it("save grants exactly the ticked categories", () => {
    expect(choice({ choice: "save", analytics_storage: "on", ad_user_data: "on" })).toEqual({
      necessary: true,
      analytics_storage: true,
      ad_storage: false,
      ad_user_data: true,
      ad_personalization: false,
    });
  });

  it("refuses unknown choices, unknown fields and odd checkbox values", () => {
    expect(consentChoiceSchema.safeParse({ choice: "maybe" }).success).toBe(false);
    expect(consentChoiceSchema.safeParse({ choice: "save", tracking: "on" }).success).toBe(false);
    expect(consentChoiceSchema.safeParse({ choice: "save", ad_storage: "yes" }).success).toBe(
      false,
    );
  });
});

describe("the consent cookie", () => {
  it("round-trips every combination", () => {
    const partial = { ...declineAll(), ad_storage: true, ad_personalization: true };
    for (const consent of [agreeAll(), declineAll(), partial])
      expect(parseConsent(serializeConsent(consent))).toEqual(consent);
    expect(serializeConsent(partial)).toBe("1.0101");
  });

  it("ignores a missing or malformed value, which asks again", () => {
    for (const value of [undefined, "", "1.111", "2.1111", "1.11112", "yes"])
      expect(parseConsent(value)).toBeUndefined();
  });
});

describe("when the dialog asks (docs/requirements.md §2 Cookie dialog)", () => {
  it("asks on a first visit, except on preview paths", () => {
    expect(asksConsent(undefined, "/fr/")).toBe(true);
    expect(asksConsent(undefined, "/fr/preview/home/")).toBe(false);
    expect(asksConsent(undefined, "/nl/page-Preview-2/")).toBe(false);
    expect(asksConsent(declineAll(), "/fr/")).toBe(false);
  });
});
